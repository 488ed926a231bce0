# What `cmake --install` puts where, and the Debian package CPack builds from it (issue 28;
# docs/install.md). Included last from the top-level CMakeLists.txt, when every target exists.
#   bin/golf, bin/minigolf                          the programs
#   share/minigolf/levels/                          the bundled courses (levels/)
#   the Python package minigolf                     python/CMakeLists.txt's own rule
include(GNUInstallDirs)

set(golf_app_id org.minigolf.Minigolf)
set(golf_packaging ${PROJECT_SOURCE_DIR}/packaging)

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
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/levels/ DESTINATION ${GOLF_INSTALL_DATADIR}/levels)
