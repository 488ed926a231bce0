#pragma once

/// \file
/// A small blocking HTTP/1.1 client for `golf submit` (numeric address, no name lookup, no
/// TLS), bounded in time and in the size of the answer.

#include "golf/online/server_address.hpp"

#include <chrono>
#include <string>
#include <string_view>

namespace golf::online {

/// An HTTP answer.
struct HttpAnswer {
    int status = 0;
    std::string body;
};

/// Sends one request and reads the answer (at most 16 MiB), each socket operation bounded
/// by `timeout`. Throws std::runtime_error saying what failed (connect, send, read).
[[nodiscard]] HttpAnswer httpRequest(const ServerAddress& address, std::string_view method,
                                     std::string_view target, std::string_view body,
                                     std::chrono::seconds timeout);

} // namespace golf::online
