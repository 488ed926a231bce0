# Helpers for the CMake-script CLI tests of `golf` (run with -P; GOLF and WORK set).

# Runs golf with ARGS in WORK; checks the exit CODE and that stdout/stderr contain the literal
# texts OUT/ERR (each may be given several times); stores stdout and stderr in OUT_VAR/ERR_VAR.
function(run_golf)
  cmake_parse_arguments(RUN "" "CODE;OUT_VAR;ERR_VAR" "ARGS;OUT;ERR" ${ARGN})
  # A hang is a failure: no input may hang golf.
  execute_process(COMMAND ${GOLF} ${RUN_ARGS} WORKING_DIRECTORY ${WORK} TIMEOUT 60
                  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(context "golf ${RUN_ARGS}\n--- exit ${code}\n--- stdout:\n${out}--- stderr:\n${err}")
  if(NOT code STREQUAL "${RUN_CODE}")
    message(FATAL_ERROR "expected exit code ${RUN_CODE}\n${context}")
  endif()
  foreach(text IN LISTS RUN_OUT)
    string(FIND "${out}" "${text}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "stdout lacks: ${text}\n${context}")
    endif()
  endforeach()
  foreach(text IN LISTS RUN_ERR)
    string(FIND "${err}" "${text}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "stderr lacks: ${text}\n${context}")
    endif()
  endforeach()
  if(RUN_OUT_VAR)
    set(${RUN_OUT_VAR} "${out}" PARENT_SCOPE)
  endif()
  if(RUN_ERR_VAR)
    set(${RUN_ERR_VAR} "${err}" PARENT_SCOPE)
  endif()
endfunction()

function(expect_equal what actual expected)
  if(NOT "${actual}" STREQUAL "${expected}")
    message(FATAL_ERROR "${what}: expected [${expected}], got [${actual}]")
  endif()
endfunction()
