#pragma once

/// \file
/// One HTTP connection of the server: reads one request (its header, then a body bounded by
/// what the target takes, all within the idle timeout) and answers it from the HTTP API, or hands
/// the connection to a WebSocket session.

#include "server_context.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>

namespace golf::online {

/// An HTTP session, kept alive by its pending operations.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
  public:
    HttpSession(boost::asio::ip::tcp::socket&& socket, ServerContext& context, ConnectionSlot slot);

    /// Starts reading the request.
    void start();

  private:
    void onHeader(boost::beast::error_code error, std::size_t bytes);
    void onRead(boost::beast::error_code error, std::size_t bytes);
    void reply(unsigned status, std::string contentType, std::string body, bool head);
    void onWrite(boost::beast::error_code error, std::size_t bytes);

    boost::beast::tcp_stream stream_;
    boost::beast::flat_buffer buffer_;
    ServerContext& context_;
    std::optional<ConnectionSlot> slot_;
    std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
    std::shared_ptr<boost::beast::http::response<boost::beast::http::string_body>> response_;
};

} // namespace golf::online
