#pragma once

/// \file
/// Where `golf` finds the bundled courses when no folder is named (`golf serve`).

#include <filesystem>

namespace golf::cli {

/// The bundled courses' folder: levels/ of the source tree `golf` was built from, else the
/// installed PREFIX/share/minigolf/levels (PREFIX being the folder above the executable's, see
/// docs/install.md); an empty path when neither exists.
[[nodiscard]] std::filesystem::path bundledLevelsFolder();

} // namespace golf::cli
