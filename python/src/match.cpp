// minigolf.Match: one hole played shot by shot with the game's and the replay's rules, its
// reports, its state hash (golf's) and its shots as a shot log that replays to that hash.

#include "golf/physics/match.hpp"

#include "bindings.hpp"
#include "golf/core/constants.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/replay/replay.hpp"
#include "reports.hpp"
#include "shot_play.hpp"

#include <filesystem>
#include <optional>
#include <pybind11/stl.h>

namespace golf::python {

namespace {

/// A Match and the log of what was played on it.
class PlayedMatch {
  public:
    PlayedMatch(LevelHandle level, int players, bool ballCollisions, std::optional<int> format)
        : level_(std::move(level)), match_(checkedMatch(*level_.level, players)) {
        match_.setBallCollisions(ballCollisions);
        log_.players = players;
        log_.ballCollisions = ballCollisions;
        log_.levelHash = levelHash(*level_.level);
        log_.format = format.value_or(level_.level->movers.empty() ? 1 : 2);
        if (log_.format != 1 && log_.format != 2) {
            throw py::value_error("log_format must be 1 or 2, not " + std::to_string(log_.format));
        }
    }

    void setup(int player, double x, double y) {
        if (!log_.shots.empty()) {
            throw py::value_error("setup: only before the first shot");
        }
        if (std::string error = match_.setup(player, {x, y}); !error.empty()) {
            throw py::value_error("setup: " + error);
        }
        log_.setup.push_back({.player = player, .position = {x, y}});
    }

    py::dict play(Shot shot, std::optional<double> at, std::optional<int> player) {
        shot.player = player.value_or(match_.nextPlayer(lastPlayer_));
        if (shot.player < 0) {
            throw py::value_error("every player has holed out or been picked up");
        }
        if (at && log_.format < 2) {
            throw py::value_error("at needs log_format=2 (a shot log of format minigolf-shots/2)");
        }
        shot.at = at;
        const std::string place = "shots[" + std::to_string(log_.shots.size()) + "]";
        Vec2 played;
        if (std::string error = prepareShot(match_, shot, played); !error.empty()) {
            throw py::value_error(place + ": " + error);
        }
        ShotReport report = playShot(match_, shot, played, static_cast<int>(log_.shots.size()));
        report.balls = balls();
        report.hash = hashToHex(match_.hash(log_.format >= 2));
        // The log holds the velocity played, so that its replay strikes the same bits.
        log_.shots.push_back({.player = shot.player, .velocity = played, .at = at});
        lastPlayer_ = shot.player;
        return shotDict(report);
    }

    [[nodiscard]] std::vector<BallReport> balls() const { return ballReports(match_); }

    [[nodiscard]] py::list ballList() const {
        py::list list;
        for (const BallReport& ball : balls()) {
            list.append(ballDict(ball));
        }
        return list;
    }

    [[nodiscard]] std::string stateHash(std::optional<bool> withClock) const {
        return hashToHex(match_.hash(withClock.value_or(log_.format >= 2)));
    }

    [[nodiscard]] std::string toLog(const std::optional<std::string>& levelPath) const {
        ShotLog log = log_;
        log.level =
            levelPath.value_or(std::filesystem::absolute(level_.path).lexically_normal().string());
        if (std::string problem = shotLogProblem(log); !problem.empty()) {
            throw py::value_error(problem);
        }
        return shotLogToJson(log);
    }

    [[nodiscard]] const Match& match() const { return match_; }
    [[nodiscard]] const LevelHandle& level() const { return level_; }
    [[nodiscard]] int lastPlayer() const { return lastPlayer_; }
    [[nodiscard]] const ShotLog& log() const { return log_; }

  private:
    static Match checkedMatch(const Level& level, int players) {
        if (players < 1 || players > maxPlayers) {
            throw py::value_error("players must be in 1.." + std::to_string(maxPlayers) + ", not " +
                                  std::to_string(players));
        }
        return Match(level, players);
    }

    LevelHandle level_;
    Match match_;
    ShotLog log_;
    int lastPlayer_ = -1;
};

} // namespace

void addMatch(py::module_& m) {
    py::class_<PlayedMatch>(m, "Match", "One hole played shot by shot (golf::Match).")
        .def(py::init([](const py::handle& level, int players, bool ballCollisions,
                         std::optional<int> logFormat) {
                 return PlayedMatch(levelArgument(level), players, ballCollisions, logFormat);
             }),
             py::arg("level"), py::arg("players") = 1, py::arg("ball_collisions") = true,
             py::arg("log_format") = py::none())
        .def("setup", &PlayedMatch::setup, py::arg("player"), py::arg("x"), py::arg("y"),
             "Puts a player's ball at rest at (x, y) before the first shot (a log's setup).")
        .def(
            "shoot",
            [](PlayedMatch& self, double angle, double speed, std::optional<double> at,
               std::optional<int> player) {
                return self.play(angleShot(0, angle, speed), at, player);
            },
            py::arg("angle"), py::arg("speed"), py::arg("at") = py::none(),
            py::arg("player") = py::none(),
            "Strikes at `angle` degrees (0 right, 90 down) and `speed` tiles/s, at hole-clock "
            "`at` seconds (format 2) or when the balls came to rest; plays until every ball "
            "rests and returns the shot's report (the replay's keys). `player`: the next in "
            "turn by default.")
        .def(
            "shoot_velocity",
            [](PlayedMatch& self, double vx, double vy, std::optional<double> at,
               std::optional<int> player) {
                return self.play(velocityShot(0, {vx, vy}), at, player);
            },
            py::arg("vx"), py::arg("vy"), py::arg("at") = py::none(),
            py::arg("player") = py::none(), "shoot with a velocity (tiles/s) instead.")
        .def_property_readonly("balls", &PlayedMatch::ballList,
                               "Every player's ball and score, in player order.")
        .def_property_readonly("players",
                               [](const PlayedMatch& self) { return self.match().playerCount(); })
        .def_property_readonly(
            "next_player",
            [](const PlayedMatch& self) { return self.match().nextPlayer(self.lastPlayer()); },
            "Who shoots next in turn order; -1 when finished.")
        .def_property_readonly("finished",
                               [](const PlayedMatch& self) { return self.match().finished(); })
        .def_property_readonly("ticks",
                               [](const PlayedMatch& self) { return self.match().ticks(); })
        .def_property_readonly("clock",
                               [](const PlayedMatch& self) { return self.match().clock(); })
        .def_property_readonly("shots",
                               [](const PlayedMatch& self) { return self.log().shots.size(); })
        .def_property_readonly("log_format",
                               [](const PlayedMatch& self) { return self.log().format; })
        .def_property_readonly("level", [](const PlayedMatch& self) { return self.level(); })
        .def("state_hash", &PlayedMatch::stateHash, py::arg("with_clock") = py::none(),
             "golf's hash of the whole state as 16 hex digits (with the hole clock for "
             "log_format 2, as the replay of such a log).")
        .def("to_log", &PlayedMatch::toLog, py::arg("level_path") = py::none(),
             "The shots played as shot-log JSON text whose \"level\" is `level_path` (relative "
             "to where the log will lie; by default the level file's absolute path).")
        .def(
            "copy", [](const PlayedMatch& self) { return PlayedMatch(self); },
            "An independent copy (the level is shared).");
}

} // namespace golf::python
