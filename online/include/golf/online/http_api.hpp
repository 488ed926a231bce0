#pragma once

/// \file
/// The server's HTTP JSON API (docs/online.md, "HTTP"): a room's summary and each hole's
/// shot log. Pure: a target in, a reply out; the network layer sends it.

#include "golf/online/lobby.hpp"

#include <string>
#include <string_view>

namespace golf::online {

/// An HTTP reply.
struct HttpReply {
    int status = 200;
    std::string contentType = "application/json";
    std::string body;
};

/// Answers GET requests from the lobby's rooms.
class HttpApi {
  public:
    /// `lobby` outlives the API.
    explicit HttpApi(Lobby& lobby) : lobby_(lobby) {}

    /// GET `target` (path and query, as sent):
    /// - `/`: a line of text saying what this is;
    /// - `/api/rooms/CODE`: {"room","course","title","phase","players","hole","holes","scores"};
    /// - `/api/rooms/CODE/holes/N/log` (N from 1): the hole's shot log (minigolf-shots/1 or 2),
    ///   its "level" relative to the server's levels folder;
    /// anything else 404 with {"error"}. Never reads a file.
    [[nodiscard]] HttpReply get(std::string_view target);

  private:
    [[nodiscard]] HttpReply roomSummary(const Room& room) const;
    [[nodiscard]] HttpReply holeLog(const Room& room, std::string_view hole) const;

    Lobby& lobby_;
};

} // namespace golf::online
