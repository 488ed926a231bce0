# What `cmake --install` puts where, and the Debian package CPack builds from it (issue 28;
# docs/install.md). Included last from the top-level CMakeLists.txt, when every target exists.
#   bin/golf, bin/minigolf                          the programs
#   share/minigolf/levels/                          the bundled courses (levels/)
#   share/applications/org.minigolf.Minigolf.desktop, share/metainfo/...metainfo.xml
#   share/icons/hicolor/scalable/apps/org.minigolf.Minigolf.svg, and NxN/apps/...png for
#   N = 48, 64, 128, 256 (drawn from the SVG by rsvg-convert at build time)
#   share/man/man1/golf.1, share/man/man6/minigolf.6   written from the programs' --help
#   the Python package minigolf                     python/CMakeLists.txt's own rule
include(GNUInstallDirs)

set(golf_app_id org.minigolf.Minigolf)
set(golf_packaging ${PROJECT_SOURCE_DIR}/packaging)

# The metainfo, written into the build folder from packaging/...metainfo.xml.in. AppStream
# takes a screenshot by web address only (appstreamcli validate: a file or a path is an error,
# web-url-expected; http is reported as not secure), and this project publishes nowhere yet:
# the metainfo lists the README's picture docs/game-round.png as its screenshot only when the
# build is told the https address where it is served, e.g.
#   -DGOLF_METAINFO_SCREENSHOT_URL=https://example.org/minigolf/0.1.0/game-round.png
set(GOLF_METAINFO_SCREENSHOT_URL "" CACHE STRING
    "https address of docs/game-round.png, listed as the metainfo's screenshot (none if empty)")
# golf_write_metainfo(FILE URL): the metainfo with URL's screenshot (none if URL is empty).
function(golf_write_metainfo file url)
  set(GOLF_METAINFO_SCREENSHOTS "")
  if(url)
    if(NOT url MATCHES "^https://[^ <>&\"]+$")
      message(FATAL_ERROR "GOLF_METAINFO_SCREENSHOT_URL must be an https address, got '${url}'")
    endif()
    # The picture's own size: the game's window, 1024 x 720.
    string(CONCAT GOLF_METAINFO_SCREENSHOTS
           "  <screenshots>\n"
           "    <screenshot type=\"default\">\n"
           "      <caption>A round against three computer opponents on the Front Nine</caption>\n"
           "      <image type=\"source\" width=\"1024\" height=\"720\">${url}</image>\n"
           "    </screenshot>\n"
           "  </screenshots>\n")
  endif()
  configure_file(${golf_packaging}/${golf_app_id}.metainfo.xml.in ${file} @ONLY)
endfunction()
set(golf_metainfo ${PROJECT_BINARY_DIR}/packaging/${golf_app_id}.metainfo.xml)
golf_write_metainfo(${golf_metainfo} "${GOLF_METAINFO_SCREENSHOT_URL}")

# The installed programs find the bundled courses in GOLF_INSTALL_DATADIR after the source
# tree's levels/ (game/play/DataFolder.cpp, tools/golf/bundled_levels.cpp). It stays relative
# to the prefix, which the programs take from where they run (bin/..): an installation staged
# with DESTDIR or --prefix, or a package, finds its own courses.
set(GOLF_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/minigolf)
target_compile_definitions(golf PRIVATE GOLF_INSTALL_DATADIR="${GOLF_INSTALL_DATADIR}")
install(TARGETS golf RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET minigolf)
  target_compile_definitions(minigolf_play PRIVATE GOLF_INSTALL_DATADIR="${GOLF_INSTALL_DATADIR}")
  install(TARGETS minigolf RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${golf_packaging}/${golf_app_id}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${golf_metainfo} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${golf_packaging}/icons/${golf_app_id}.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/levels/ DESTINATION ${GOLF_INSTALL_DATADIR}/levels)

# The man pages, written at every build of the programs from their --help texts by
# packaging/manpage.py, so that every command and option is in them and none is stale. The
# sanitizer build writes them too (the sanitized programs' --help texts), so that its
# install.tree installs and runs the sanitized programs as the package does.
find_package(Python3 COMPONENTS Interpreter REQUIRED)
set(golf_man_dir ${PROJECT_BINARY_DIR}/man)
set(golf_man_pages ${golf_man_dir}/golf.1)
add_custom_command(
  OUTPUT ${golf_man_dir}/golf.1
  COMMAND ${CMAKE_COMMAND} -E make_directory ${golf_man_dir}
  COMMAND ${Python3_EXECUTABLE} ${golf_packaging}/manpage.py $<TARGET_FILE:golf> --name golf
          --section 1 --output ${golf_man_dir}/golf.1 --see-also "minigolf(6)"
          --extra "EXIT STATUS=0 on success; 1 when the input is wrong or an expectation failed (the message names the file and the place); 2 on wrong usage."
          --file "${CMAKE_INSTALL_FULL_DATADIR}/minigolf/levels=the bundled courses (the default of golf serve)"
  DEPENDS golf ${golf_packaging}/manpage.py
  COMMENT "Writing the man page golf(1) from golf --help" VERBATIM)
install(FILES ${golf_man_dir}/golf.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
if(TARGET minigolf)
  add_custom_command(
    OUTPUT ${golf_man_dir}/minigolf.6
    COMMAND ${CMAKE_COMMAND} -E make_directory ${golf_man_dir}
    COMMAND ${Python3_EXECUTABLE} ${golf_packaging}/manpage.py $<TARGET_FILE:minigolf>
            --name minigolf --section 6 --output ${golf_man_dir}/minigolf.6 --see-also "golf(1)"
            --extra "EXIT STATUS=0 when the game is closed; 1 when a file cannot be read; 2 on wrong usage."
            --file "${CMAKE_INSTALL_FULL_DATADIR}/minigolf/levels=the bundled courses; course-27.json is the default"
            --file "$XDG_DATA_HOME/minigolf (default ~/.local/share/minigolf)=shot logs (replays/), best scores (best-scores.json) and new levels (levels/)"
    DEPENDS minigolf ${golf_packaging}/manpage.py
    COMMENT "Writing the man page minigolf(6) from minigolf --help" VERBATIM)
  list(APPEND golf_man_pages ${golf_man_dir}/minigolf.6)
  install(FILES ${golf_man_dir}/minigolf.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endif()
add_custom_target(golf_man_pages ALL DEPENDS ${golf_man_pages})

# The hicolor icons in fixed sizes, for menus and software centres that do not draw SVG or
# look in the size's own folder first: rsvg-convert (librsvg2-bin, scripts/setup.sh) draws
# the SVG at 48, 64, 128 and 256 pixels at build time. Without it the build goes on and
# installs the scalable SVG alone, as the warning says.
find_program(GOLF_RSVG_CONVERT rsvg-convert)
set(golf_icon_sizes)
if(TARGET minigolf AND GOLF_RSVG_CONVERT)
  set(golf_icon_sizes 48 64 128 256)
elseif(TARGET minigolf)
  message(WARNING "rsvg-convert (Debian: librsvg2-bin) not found: the hicolor PNG icons "
                  "(48 to 256 pixels) are not built or installed, only the scalable SVG")
endif()
set(golf_icons)
foreach(size IN LISTS golf_icon_sizes)
  set(icon ${PROJECT_BINARY_DIR}/icons/${size}x${size}/${golf_app_id}.png)
  add_custom_command(
    OUTPUT ${icon}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/icons/${size}x${size}
    COMMAND ${GOLF_RSVG_CONVERT} --width ${size} --height ${size} --output ${icon}
            ${golf_packaging}/icons/${golf_app_id}.svg
    DEPENDS ${golf_packaging}/icons/${golf_app_id}.svg
    COMMENT "Drawing the ${size}x${size} icon" VERBATIM)
  install(FILES ${icon} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  list(APPEND golf_icons ${icon})
endforeach()
if(golf_icons)
  add_custom_target(golf_icons ALL DEPENDS ${golf_icons})
endif()

# The Debian package: `./minigolf package` (make package) runs cpack on the release build.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME minigolf)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_CONTACT "minigolf developers <minigolf@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tile-based mini-golf with exact physics")
# The long description; CPack puts the summary above it and indents its lines for the control file.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Play holes of mini-golf in an SFML window, one to eight players in turn or
against computer opponents: bank off walls and 45-degree corners, roll over
grass, sand and ice, avoid water. Four bundled courses, a level editor, and
the command-line tool golf that checks, draws, solves, rates and replays
levels and shot logs without a display; the Python module minigolf.")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # minigolf_VERSION_ARCH.deb
# The libraries' packages from dpkg-shlibdeps (dpkg-dev), and the font the game draws with,
# which it opens by path (game/play/DataFolder.cpp).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "python3, python3-numpy")
set(CPACK_STRIP_FILES ON)
include(CPack)

# Tests: the desktop entry and the metainfo pass their validators (desktop-file-utils and
# appstream, from scripts/setup.sh; --no-net: no screenshot or URL is fetched), and the install
# itself, staged and run without a display (packaging/install-test.sh; about a second in the
# release build, a few in the sanitizer build, where it runs the installed sanitized programs:
# their search for the bundled courses from bin/.. is the code the package relies on).
find_program(GOLF_DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(GOLF_APPSTREAMCLI appstreamcli)
add_test(NAME install.desktop_entry
         COMMAND ${GOLF_DESKTOP_FILE_VALIDATE} ${golf_packaging}/${golf_app_id}.desktop)
add_test(NAME install.metainfo COMMAND ${GOLF_APPSTREAMCLI} validate --no-net --explain
                                       ${golf_metainfo})
# The screenshot block the build writes when given an address, validated with a stand-in one
# (the validator fetches nothing with --no-net): a build that sets the address gets valid XML.
golf_write_metainfo(${PROJECT_BINARY_DIR}/packaging/screenshot-test/${golf_app_id}.metainfo.xml
                    https://example.org/minigolf/0.1.0/game-round.png)
add_test(NAME install.metainfo_screenshot
         COMMAND sh -c "grep -q '<image type=\"source\" width=\"1024\" height=\"720\">https://' \"$1\" && \
                        \"$2\" validate --no-net --explain \"$1\""
                 sh ${PROJECT_BINARY_DIR}/packaging/screenshot-test/${golf_app_id}.metainfo.xml
                 ${GOLF_APPSTREAMCLI})
# desktop-file-validate exits 0 after warnings, appstreamcli after infos (an http screenshot is
# one); they fail the tests as well.
set_tests_properties(install.desktop_entry PROPERTIES FAIL_REGULAR_EXPRESSION "warning|error")
set_tests_properties(install.metainfo install.metainfo_screenshot
                     PROPERTIES FAIL_REGULAR_EXPRESSION "^[IWE]: |\n[IWE]: ")
if(TARGET minigolf)
  set(golf_install_game game)
  set(golf_install_png_check $<TARGET_FILE:png_check>)
else()
  set(golf_install_game nogame)
  set(golf_install_png_check "")
endif()
# With the game: the icons' sizes (none without rsvg-convert) and png_check to look at them.
string(REPLACE ";" "," golf_install_icons "${golf_icon_sizes}")
add_test(NAME install.tree
         COMMAND ${golf_packaging}/install-test.sh ${PROJECT_BINARY_DIR}
                 ${PROJECT_BINARY_DIR}/install-test ${PROJECT_VERSION} ${golf_install_game}
                 "${golf_install_icons}" "${golf_install_png_check}")
set_tests_properties(install.tree PROPERTIES TIMEOUT 60)
