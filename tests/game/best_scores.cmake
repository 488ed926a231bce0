# After a hole is holed out, the best score is stored in the user's data folder and a second
# run reads it back (the HUD shows "Best N"; here: the file keeps the record, not a worse one).
# Variables: WORK (the folder replay_roundtrip.cmake used), EXPECTED (the best strokes).
set(file ${WORK}/data/minigolf/best-scores.json)
if(NOT EXISTS ${file})
  message(FATAL_ERROR "no best-scores file at ${file}")
endif()
file(READ ${file} text)
string(JSON format GET "${text}" format)
string(JSON holes GET "${text}" holes)
string(JSON count LENGTH "${text}" holes)
string(JSON name MEMBER "${text}" holes 0)
string(JSON best GET "${text}" holes "${name}" strokes)
string(JSON holder GET "${text}" holes "${name}" holder)
if(NOT format STREQUAL "minigolf-best/2" OR NOT count EQUAL 1 OR NOT best EQUAL ${EXPECTED}
   OR NOT holder MATCHES "^Player [0-9]")
  message(FATAL_ERROR "best scores file is wrong: ${text}")
endif()
if(EXISTS ${file}.tmp)
  message(FATAL_ERROR "the temporary file ${file}.tmp was left behind")
endif()
message(STATUS "best score kept: ${name} = ${best} by ${holder}")
