#pragma once

/// \file
/// Pictures of the editor's tools, in the colours of the hole: the palette's slots and the
/// see-through preview under the mouse.

#include "LevelEdit.hpp"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

namespace golf::game {

/// A picture of what a tool paints, scaled to `r` (designed 40 pixels wide), at `opacity`
/// (0..1) of its colours.
void drawToolIcon(sf::RenderTarget& target, EditorTool tool, sf::FloatRect r, float opacity = 1);

} // namespace golf::game
