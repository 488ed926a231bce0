# Hostile input and faults for `golf` (issue 14): names and paths with control characters,
# output targets that are links, devices, FIFOs or folders, full and read-only file systems.
# Each case is tests/tools/hostile/CASE.sh GOLF WORK; a case that needs what the machine does
# not allow (mounting a file system) exits 77 and is reported as skipped.
foreach(case names outputs full_fs inputs)
  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/hostile/${case}.sh)
    add_test(NAME hostile.${case}
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile/${case}.sh $<TARGET_FILE:golf>
                     ${CMAKE_CURRENT_BINARY_DIR}/hostile/${case})
    set_tests_properties(hostile.${case} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
  endif()
endforeach()
# The sanitizers reserve terabytes of address space: no address-space limit under them.
if(TEST hostile.inputs AND NOT GOLF_SANITIZE)
  set_tests_properties(hostile.inputs PROPERTIES ENVIRONMENT THREADS_UNDER_LIMIT=1)
endif()
# Mutated bundled levels, a course and golden logs: exit 0 or 1 only, messages naming the file.
find_program(GOLF_PYTHON3 python3)
if(GOLF_PYTHON3)
  add_test(NAME hostile.mutants
           COMMAND ${GOLF_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/hostile/mutants.py
                   $<TARGET_FILE:golf> ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/hostile/mutants)
  # One of the longest tests (40 s in Release): started early, not at the end of a fresh run.
  set_tests_properties(hostile.mutants PROPERTIES TIMEOUT 600 COST 40)
  if(GOLF_SANITIZE)
    # A sanitized golf process takes about 0.5 s to start (registering its instrumented
    # globals): 250 of them took 142 s, the longest test of that build. The release build
    # runs all 200 mutants per file.
    set_tests_properties(hostile.mutants PROPERTIES ENVIRONMENT GOLF_MUTANTS=20)
  endif()
endif()
