#include "HoleTally.hpp"

namespace golf::game {

HoleTally::HoleTally(int players, Vec2 cup)
    : cup_(cup), players_(static_cast<std::size_t>(players)) {}

void HoleTally::strike(int player, Vec2 origin) {
    shooter_ = player;
    origin_ = origin;
    banks_ = 0;
    ++players_[static_cast<std::size_t>(player)].strokes;
}

void HoleTally::shotEvents(std::span<const Event> events) {
    if (shooter_ < 0) {
        return;
    }
    HoleStats& shooter = players_[static_cast<std::size_t>(shooter_)];
    for (const Event& event : events) {
        if (event.ball != shooter_ || shooter.holed) {
            continue; // another ball's events, or after the drop: not this stroke's story
        }
        switch (event.type) {
        case EventType::WallHit:
            banks_ += event.speed >= minBankSpeed ? 1 : 0;
            break;
        case EventType::Watered:
            ++shooter.water; // Match adds the penalty stroke for exactly this event
            break;
        case EventType::Holed:
            shooter.holed = true;
            shooter.puttTiles = length(cup_ - origin_);
            shooter.banks = banks_;
            break;
        default:
            break;
        }
    }
}

void HoleTally::restart() {
    for (HoleStats& player : players_) {
        player.holed = false;
        player.puttTiles = 0;
        player.banks = 0;
    }
    shooter_ = -1;
    banks_ = 0;
}

} // namespace golf::game
