# Runs a command and checks its exit code and that its output matches a pattern.
# Variables: COMMAND (list), CODE (expected exit code), PATTERN (regex on stdout + stderr).
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err
                TIMEOUT 60)
if(NOT result EQUAL ${CODE})
  message(FATAL_ERROR "exit code ${result}, wanted ${CODE}:\n${out}\n${err}")
endif()
if(NOT "${out}${err}" MATCHES "${PATTERN}")
  message(FATAL_ERROR "output does not match '${PATTERN}':\n${out}\n${err}")
endif()
