# Hostile input and faults for `golf` (issue 14): names and paths with control characters,
# output targets that are links, devices, FIFOs or folders, full and read-only file systems.
# Each case is tests/tools/hostile/CASE.sh GOLF WORK; a case that needs what the machine does
# not allow (mounting a file system) exits 77 and is reported as skipped.
foreach(case names outputs full_fs)
  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/hostile/${case}.sh)
    add_test(NAME hostile.${case}
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile/${case}.sh $<TARGET_FILE:golf>
                     ${CMAKE_CURRENT_BINARY_DIR}/hostile/${case})
    set_tests_properties(hostile.${case} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
  endif()
endforeach()
