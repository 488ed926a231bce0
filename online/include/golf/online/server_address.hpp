#pragma once

/// \file
/// Where a client finds a server: a numeric address and a port (no name lookup, so that the
/// statically linked `golf` never links getaddrinfo; docs/online.md).

#include <optional>
#include <string>
#include <string_view>

namespace golf::online {

/// A server's address from a URL.
struct ServerAddress {
    std::string host;        ///< numeric IPv4, or IPv6 without brackets
    unsigned short port = 0; ///< > 0
};

/// "ws://HOST:PORT", "http://HOST:PORT" or "HOST:PORT" (a trailing "/" allowed) with a
/// numeric HOST ("[::1]" for IPv6); nullopt for anything else.
[[nodiscard]] std::optional<ServerAddress> parseServerUrl(std::string_view url);

} // namespace golf::online
