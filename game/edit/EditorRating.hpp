#pragma once

/// \file
/// The rating the editor's "suggest par" (R) runs in the background: the engine's level
/// rating with the editor's settings.

#include "ParSuggestion.hpp"

namespace golf::game {

/// The rating function ParSuggestion runs for the editor.
[[nodiscard]] RateFunction editorRating();

} // namespace golf::game
