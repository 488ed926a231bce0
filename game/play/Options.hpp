#pragma once

/// \file
/// What the command line asks the game to do.

#include "ComputerOption.hpp"
#include "PartyOptions.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Parsed command-line options of `minigolf`.
struct Options {
    std::filesystem::path target;        ///< course or level to play; empty: the bundled course
    int players = 0;                     ///< 1..8; 0: ask on the start screen
    std::filesystem::path shots;         ///< shot log to play through the game's shot path
    std::filesystem::path watch;         ///< shot log to show in the replay viewer
    std::filesystem::path edit;          ///< level file to edit (created on save if missing)
    std::filesystem::path replays;       ///< folder for the shot logs of what is played
    std::filesystem::path screenshot;    ///< PNG of the last frame, written on quit
    long frames = -1;                    ///< quit after this many frames; -1: never
    bool framesFromStart = false;        ///< count --frames from the first frame even with --shots
    bool mute = false;                   ///< no sound at all
    std::vector<ComputerSlot> computers; ///< --computer I:LEVEL, with --players
    std::optional<std::uint64_t> seed;   ///< the computers' noise and the random course's draw
    PartyOptions party;                  ///< --stroke-limit, --handicap, --turn-order
    std::vector<HandicapSlot> handicaps; ///< --handicap I:H, with --players
    int randomHoles = 0;                 ///< --random N: a random course of N holes; 0: none
    bool myLevels = false;               ///< --my-levels: the levels saved from the editor
    bool frameTimes = false; ///< print the longest frame intervals on quit (a test's measure)
    std::string online;      ///< --online HOST:PORT: straight to a room on that server
    std::string onlineHost;  ///< --host COURSE: host that course there
    std::string onlineJoin;  ///< --join CODE: join that room there
    std::string onlineName;  ///< --name NAME in the room
    /// --online-computer LEVEL: the game's computer plays this player's turns (tests, demos).
    std::optional<ComputerLevel> onlineComputer;
};

} // namespace golf::game
