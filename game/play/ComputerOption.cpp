#include "ComputerOption.hpp"

#include <charconv>

namespace golf::game {

ComputerSlotParse parseComputerSlot(const std::string& text) {
    ComputerSlotParse result;
    const std::size_t colon = text.find(':');
    const std::string usage = text + ": expected PLAYER:LEVEL, e.g. 2:hard";
    if (colon == std::string::npos || colon == 0) {
        result.error = usage;
        return result;
    }
    int player = 0;
    const char* first = text.data();
    const char* last = text.data() + colon;
    const auto [end, code] = std::from_chars(first, last, player);
    if (code != std::errc() || end != last || player < 1) {
        result.error =
            text + ": the player must be a number from 1, got \"" + text.substr(0, colon) + "\"";
        return result;
    }
    const std::string name = text.substr(colon + 1);
    const std::optional<ComputerLevel> level = parseComputerLevel(name);
    if (!level) {
        result.error = text + ": the level must be easy, medium or hard, got \"" + name + "\"";
        return result;
    }
    result.slot = ComputerSlot{player, *level};
    return result;
}

std::string computerSlotsError(const std::vector<ComputerSlot>& slots, int players) {
    std::vector<bool> named(static_cast<std::size_t>(players), false);
    for (const ComputerSlot& slot : slots) {
        if (slot.player > players) {
            return "--computer " + std::to_string(slot.player) + ": there are only " +
                   std::to_string(players) + " players (--players)";
        }
        const auto index = static_cast<std::size_t>(slot.player - 1);
        if (named[index]) {
            return "--computer " + std::to_string(slot.player) + ": player " +
                   std::to_string(slot.player) + " is named twice";
        }
        named[index] = true;
    }
    return {};
}

std::vector<std::optional<ComputerLevel>> computerLevels(const std::vector<ComputerSlot>& slots,
                                                         int players) {
    std::vector<std::optional<ComputerLevel>> levels(static_cast<std::size_t>(players));
    for (const ComputerSlot& slot : slots) {
        if (slot.player >= 1 && slot.player <= players) {
            levels[static_cast<std::size_t>(slot.player - 1)] = slot.level;
        }
    }
    return levels;
}

std::string computerName(int player, ComputerLevel level) {
    return "CPU " + std::to_string(player + 1) + " (" + computerLevelName(level) + ")";
}

} // namespace golf::game
