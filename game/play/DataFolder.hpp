#pragma once

/// \file
/// Where the game finds its bundled files and keeps the user's files.

#include <filesystem>

namespace golf::game {

/// The user's data folder of the game: $XDG_DATA_HOME/minigolf, else
/// ~/.local/share/minigolf, else ./minigolf-data when neither variable is set.
[[nodiscard]] std::filesystem::path userDataFolder();

/// The bundled default course: levels/course-27.json (the Front, Back and Windmill Nines; the
/// Front Nine alone stays levels/course.json) of the source tree the game was built from, else
/// of the installed data folder (PREFIX/share/minigolf/levels, PREFIX being the folder above the
/// executable's), else of the current folder.
[[nodiscard]] std::filesystem::path defaultCoursePath();

/// The font every text is drawn with (Debian's fonts-dejavu-core).
[[nodiscard]] std::filesystem::path fontPath();

} // namespace golf::game
