#pragma once

/// \file
/// What every screen shares: options, font, sounds, best scores, settings and folders.

#include "BestScores.hpp"
#include "Options.hpp"
#include "Settings.hpp"
#include "SoundBank.hpp"

#include <SFML/Graphics/Font.hpp>
#include <filesystem>

namespace golf::game {

/// Shared services, owned by the App and lent to the screens.
struct GameContext {
    const Options& options;
    const sf::Font& font;
    SoundBank& sounds;
    BestScores& bestScores;
    std::filesystem::path replaysFolder;
    Settings& settings;
    std::filesystem::path settingsFile; ///< where the settings screen saves them
    /// The round history (RoundHistory, rounds.json in the data folder); empty: none is kept.
    std::filesystem::path roundHistory;
};

} // namespace golf::game
