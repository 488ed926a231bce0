#pragma once

/// \file
/// The editor's layout and colours, shared by the files of EditorScreen.

#include "LevelEdit.hpp"

#include <SFML/Graphics/Color.hpp>
#include <cstddef>
#include <iterator>

namespace golf::game::editor {

/// Height of the top bar (name, par, palette), pixels.
inline constexpr float topHeight = 60;
/// Height of the status bar, pixels.
inline constexpr float bottomHeight = 58;
/// Space around the level and inside the bars, pixels.
inline constexpr float margin = 14;
/// Side of a palette slot, pixels.
inline constexpr float slotSize = 40;
/// Space between palette slots, pixels.
inline constexpr float slotGap = 8;
/// Tools in the palette.
inline constexpr int toolCount = static_cast<int>(std::size(editorTools));
/// Tools of the number keys 1-9 (tiles, tee, cup): the palette's right-hand group, where it
/// always was; the element tools (letter keys) form a group left of it.
inline constexpr int numberedTools = 9;
/// Space between the palette's two groups, pixels.
inline constexpr float groupGap = 16;
/// The element tools' slots (letter keys), smaller, in two rows left of the numbered tools.
inline constexpr float elementSlotSize = 22;
/// Space between the element tools' slots, pixels.
inline constexpr float elementSlotGap = 3;
/// The element tools' slots per row.
inline constexpr int elementColumns = (toolCount - numberedTools + 1) / 2;
/// Top of the element tools' first row, pixels (the second row ends 4 pixels above the bar's
/// bottom).
inline constexpr float elementSlotTop = 6;

/// The letter key of an element tool: W windmill, L slider, E teleport, B bumper, D dead wall,
/// G gate, X remove, V select; 0 for the tools of the number keys.
constexpr char toolLetter(EditorTool tool) {
    switch (tool) {
    case EditorTool::Windmill:
        return 'W';
    case EditorTool::Slider:
        return 'L';
    case EditorTool::Teleport:
        return 'E';
    case EditorTool::Bumper:
        return 'B';
    case EditorTool::DeadWall:
        return 'D';
    case EditorTool::Gate:
        return 'G';
    case EditorTool::Remove:
        return 'X';
    case EditorTool::Select:
        return 'V';
    default:
        return 0;
    }
}

/// How long a message stays in the status bar, seconds.
inline constexpr double messageSeconds = 3.0;
/// Longest name typed in the editor, in characters.
inline constexpr std::size_t maxNameLength = 60;
/// Problems listed on screen; the rest are counted.
inline constexpr std::size_t problemsShown = 3;

/// Problems and refusals.
inline const sf::Color problemText{255, 150, 120};
/// "cup reachable".
inline const sf::Color goodText{130, 220, 130};

} // namespace golf::game::editor
