#pragma once

/// \file
/// The headless player of `golf bot`, without its network: it reads the server's messages,
/// plays every shot with its own engine and checks each state hash the server sends (a
/// mismatch is an error, never hidden), and aims its own shots with the project's shot search
/// and a skill's noise, as `golf rate`'s noisy player does.

#include "golf/core/level.hpp"
#include "golf/online/hole_play.hpp"
#include "golf/online/server_message_reader.hpp"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace golf::online {

/// How well a bot aims: the standard deviations of its aim and of its speed.
struct BotSkill {
    double angleSigmaDegrees = 1.0;   ///< degrees
    double speedSigmaFraction = 0.03; ///< of the planned speed
};

/// The skill named "easy", "medium" or "hard"; nullopt for another name. Medium is the noise
/// of `golf rate`'s player (RatingOptions' defaults); easy four times it, hard a quarter.
[[nodiscard]] std::optional<BotSkill> botSkillNamed(std::string_view name);

/// What a bot does.
struct BotSettings {
    BotSkill skill;
    std::uint64_t seed = 1;            ///< of the noise
    bool hosting = false;              ///< start the round once `players` have joined
    int players = 1;                   ///< hosting: players to wait for (1..8)
    std::int64_t tickBudget = 400'000; ///< of each shot's search (small: a bot answers fast)
};

/// What the bot does after a message.
struct BotReaction {
    std::vector<std::string> send;  ///< messages for the server, in order
    std::vector<std::string> lines; ///< lines for stdout ("room CODE", each verified hash)
    bool done = false;              ///< the round is over
    std::string error;              ///< a mismatch or a refusal: the bot must stop (exit 1)
};

/// The bot's state: its seat, the hole as it plays it, the hashes it has checked.
class BotPlayer {
  public:
    explicit BotPlayer(BotSettings settings);

    /// Reacts to one server message.
    [[nodiscard]] BotReaction receive(std::string_view text);

    /// The message to come back after a lost connection: a rejoin with the token; "" if the
    /// bot has no seat yet.
    [[nodiscard]] std::string rejoinMessage() const;
    [[nodiscard]] const std::string& room() const { return room_; }
    [[nodiscard]] int seat() const { return seat_; }
    /// Shots whose hash the bot checked.
    [[nodiscard]] int checkedShots() const { return checked_; }

  private:
    void on(const WelcomeMessage& message, BotReaction& out);
    void on(const LobbyMessage& message, BotReaction& out);
    void on(HoleMessage& message, BotReaction& out);
    void on(const StateMessage& message, BotReaction& out);
    void on(const ShotMessage& message, BotReaction& out);
    void on(const SkipMessage& message, BotReaction& out);
    void on(const EndMessage& message, BotReaction& out);
    void on(const RefusalMessage& message, BotReaction& out);
    /// Plays a shot the server sent and checks its hash; "" or the mismatch.
    std::string playChecked(const Shot& shot, const std::string& hash);
    /// If it is the bot's turn, its shot.
    void maybeShoot(int next, BotReaction& out);
    [[nodiscard]] std::string planShot();

    BotSettings settings_;
    std::mt19937_64 random_;
    std::string room_;
    std::string token_;
    int seat_ = -1;
    bool started_ = false;
    int holeIndex_ = -1;
    std::optional<Level> level_;
    std::optional<HolePlay> hole_;
    std::vector<std::string> hashes_; ///< per shot of the current hole, as checked
    std::vector<std::string> seen_;   ///< hashes_ before coming back to the same hole
    int checked_ = 0;
    bool shotSent_ = false; ///< a shot of the bot's is on its way, not heard back yet
    /// Shots the bot sent after the server had skipped it (too slow): each is refused.
    int lateShots_ = 0;
};

} // namespace golf::online
