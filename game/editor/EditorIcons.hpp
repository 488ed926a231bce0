#pragma once

/// \file
/// Pictures of the editor's tools, in the colours of the hole: the palette's slots and the
/// see-through preview under the mouse.

#include "LevelEdit.hpp"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

namespace golf::game {

/// A picture of what a tool paints, scaled to `r` (designed 40 pixels wide), at `opacity`
/// (0..1) of its colours.
/// `floor`: the surface the Floor tool paints (plain grass when null); `gatePass`: the Gate
/// tool's direction (degrees), its arrow's.
void drawToolIcon(sf::RenderTarget& target, EditorTool tool, sf::FloatRect r, float opacity = 1,
                  const Surface* floor = nullptr, int gatePass = 0);

/// A short name of a surface for the status line: "grass", "sand", "slope right", "legend 'n'".
[[nodiscard]] std::string surfaceName(const Surface& surface);

} // namespace golf::game
