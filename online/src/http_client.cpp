#include "golf/online/http_client.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <stdexcept>
#include <sys/socket.h>
#include <sys/time.h>

namespace golf::online {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

namespace {

/// Bounds every blocking send and receive of `socket` (the blocking calls have no timer).
void setTimeouts(tcp::socket& socket, std::chrono::seconds timeout) {
    timeval limit{};
    limit.tv_sec = static_cast<decltype(limit.tv_sec)>(timeout.count());
    ::setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    ::setsockopt(socket.native_handle(), SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit);
}

} // namespace

HttpAnswer httpRequest(const ServerAddress& address, std::string_view method,
                       std::string_view target, std::string_view body,
                       std::chrono::seconds timeout) {
    net::io_context ioc;
    tcp::socket socket(ioc);
    const tcp::endpoint endpoint(net::ip::make_address(address.host), address.port);
    beast::error_code error;
    socket.open(endpoint.protocol(), error);
    if (!error) {
        setTimeouts(socket, timeout);
        (void)socket.connect(endpoint, error);
    }
    if (error) {
        throw std::runtime_error("cannot reach the server: " + error.message());
    }
    http::request<http::string_body> request(
        http::string_to_verb(beast::string_view(method.data(), method.size())), std::string(target),
        11);
    request.set(http::field::host, address.host);
    request.set(http::field::user_agent, "golf");
    if (!body.empty()) {
        request.set(http::field::content_type, "application/json");
        request.body() = std::string(body);
    }
    request.prepare_payload();
    http::write(socket, request, error);
    if (error) {
        throw std::runtime_error("cannot send the request: " + error.message());
    }
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(16 * 1024 * 1024);
    http::read(socket, buffer, parser, error);
    if (error) {
        throw std::runtime_error("no answer from the server: " + error.message());
    }
    return {static_cast<int>(parser.get().result_int()), parser.get().body()};
}

} // namespace golf::online
