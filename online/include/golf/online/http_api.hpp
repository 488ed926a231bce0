#pragma once

/// \file
/// The server's HTTP API (docs/online.md, "HTTP"): rooms and their logs, the verified
/// leaderboard, recorded rounds with their logs and paths, the courses' levels, submitted
/// rounds, and the web page. Pure: a request in, a reply out; the network layer sends it.

#include "golf/online/lobby.hpp"
#include "golf/online/round_store.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace golf::online {

/// An HTTP reply.
struct HttpReply {
    int status = 200;
    std::string contentType = "application/json";
    std::string body;
};

/// Most leaderboard entries one request returns (`limit`); 20 without one.
inline constexpr int maxLeaderboardPage = 100;

/// Answers GET and POST requests.
class HttpApi {
  public:
    /// `lobby` and `rounds` outlive the API.
    HttpApi(Lobby& lobby, RoundStore& rounds) : lobby_(lobby), rounds_(rounds) {}

    /// GET `target` (path and query, as sent):
    /// - `/`, `/index.html`, `/app.js`, `/style.css`: the web page (compiled in);
    /// - `/api/rooms/CODE`: {"room","course","title","phase","players","hole","holes","scores"};
    /// - `/api/rooms/CODE/holes/N/log` (N from 1): the hole's shot log;
    /// - `/api/courses`: {"courses":[{"course","title","rounds"}]} (courses with ranked rounds);
    /// - `/api/courses/NAME/rounds[?offset=O&limit=L]`: the leaderboard page;
    /// - `/api/courses/NAME/holes/N/level`: the level file of hole N;
    /// - `/api/rounds/ID`, `/api/rounds/ID/holes/N/log`, `/api/rounds/ID/holes/N/paths`;
    /// anything else 404 with {"error"}. Never reads a file but the offered courses' levels.
    [[nodiscard]] HttpReply get(std::string_view target);

    /// POST `target` with `body`: `/api/rounds` takes a submission (round_submission.hpp):
    /// 200 with the verdict when a hole was recorded, 422 with it when none was, 400 with
    /// {"error"} for a body that is not a submission; anything else 404.
    [[nodiscard]] HttpReply post(std::string_view target, std::string_view body);

  private:
    [[nodiscard]] HttpReply rooms(const std::vector<std::string_view>& parts);
    [[nodiscard]] HttpReply courses(const std::vector<std::string_view>& parts,
                                    std::string_view query);
    [[nodiscard]] HttpReply recordedRound(const std::vector<std::string_view>& parts);
    [[nodiscard]] HttpReply roomSummary(const Room& room) const;
    [[nodiscard]] HttpReply holeLog(const Room& room, std::string_view hole) const;
    [[nodiscard]] HttpReply leaderboard(const std::string& course, std::string_view query);

    Lobby& lobby_;
    RoundStore& rounds_;
};

} // namespace golf::online
