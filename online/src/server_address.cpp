#include "golf/online/server_address.hpp"

#include <arpa/inet.h>
#include <charconv>
#include <netinet/in.h>

namespace golf::online {

namespace {

/// True for a numeric IPv4 or IPv6 address (what Asio's make_address takes).
bool numericAddress(const std::string& host) {
    in6_addr v6{};
    in_addr v4{};
    return ::inet_pton(AF_INET, host.c_str(), &v4) == 1 ||
           ::inet_pton(AF_INET6, host.c_str(), &v6) == 1;
}

} // namespace

std::optional<ServerAddress> parseServerUrl(std::string_view url) {
    for (const std::string_view scheme : {"ws://", "http://"}) {
        if (url.starts_with(scheme)) {
            url.remove_prefix(scheme.size());
            break;
        }
    }
    if (url.ends_with('/')) {
        url.remove_suffix(1);
    }
    const std::size_t colon = url.rfind(':');
    if (colon == std::string_view::npos) {
        return std::nullopt;
    }
    std::string_view host = url.substr(0, colon);
    const std::string_view port = url.substr(colon + 1);
    if (host.starts_with('[') && host.ends_with(']')) {
        host = host.substr(1, host.size() - 2);
    }
    unsigned value = 0;
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), value);
    if (error != std::errc() || end != port.data() + port.size() || value == 0 || value > 65535 ||
        !numericAddress(std::string(host))) {
        return std::nullopt;
    }
    return ServerAddress{std::string(host), static_cast<unsigned short>(value)};
}

} // namespace golf::online
