#include "http_session.hpp"

#include "golf/online/round_submission.hpp"
#include "websocket_session.hpp"

#include <boost/beast/websocket.hpp>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace golf::online {

namespace beast = boost::beast;
namespace http = beast::http;

HttpSession::HttpSession(boost::asio::ip::tcp::socket&& socket, ServerContext& context,
                         ConnectionSlot slot)
    : stream_(std::move(socket)), context_(context), slot_(std::move(slot)) {}

void HttpSession::start() {
    parser_.emplace();
    parser_->header_limit(8 * 1024);
    stream_.expires_after(context_.options().idleTimeout);
    http::async_read_header(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&HttpSession::onHeader, shared_from_this()));
}

void HttpSession::onHeader(beast::error_code error, std::size_t /*bytes*/) {
    if (error) {
        onRead(error, 0);
        return;
    }
    // Only a submitted round has a body worth reading (round_submission.hpp).
    const auto& request = parser_->get();
    const bool submission = request.method() == http::verb::post &&
                            request.target().substr(0, request.target().find('?')) == "/api/rounds";
    parser_->body_limit(submission ? maxSubmissionBytes : 4 * 1024);
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::onRead, shared_from_this()));
}

void HttpSession::onRead(beast::error_code error, std::size_t /*bytes*/) {
    if (error) {
        if (error == http::error::body_limit) {
            reply(413, "application/json",
                  "{\"error\":\"the request's body is larger than this server takes\"}\n", false);
            return;
        }
        if (error != http::error::end_of_stream && error != beast::error::timeout) {
            context_.log() << "refused an HTTP request: " << error.message() << std::endl;
        }
        return;
    }
    http::request<http::string_body> request = parser_->release();
    if (beast::websocket::is_upgrade(request)) {
        std::make_shared<WebSocketSession>(stream_.release_socket(), context_, std::move(*slot_))
            ->start(std::move(request));
        return;
    }
    const std::string_view target(request.target().data(), request.target().size());
    const bool post = request.method() == http::verb::post;
    const bool head = request.method() == http::verb::head;
    if (request.method() != http::verb::get && !head && !post) {
        reply(405, "application/json", "{\"error\":\"only GET, HEAD and POST\"}\n", false);
        return;
    }
    HttpReply answer;
    try {
        answer = post ? context_.api().post(target, request.body()) : context_.api().get(target);
    } catch (const std::runtime_error& failure) {
        // The store failed (disk full, database locked): said, never a crash of the server.
        context_.log() << "store: " << failure.what() << std::endl;
        answer = {503, "application/json",
                  "{\"error\":\"the server could not use its store; try again\"}\n"};
    }
    if (post) {
        context_.log() << "POST " << target << ": " << answer.status << std::endl;
    }
    reply(static_cast<unsigned>(answer.status), std::move(answer.contentType),
          std::move(answer.body), head);
}

void HttpSession::reply(unsigned status, std::string contentType, std::string body, bool head) {
    response_ =
        std::make_shared<http::response<http::string_body>>(static_cast<http::status>(status), 11);
    response_->set(http::field::server, "golf-serve");
    response_->set(http::field::content_type, contentType);
    response_->set(http::field::cache_control, "no-store");
    response_->keep_alive(false); // one request per connection: simple and bounded
    response_->content_length(body.size());
    if (!head) {
        response_->body() = std::move(body);
    }
    http::async_write(stream_, *response_,
                      beast::bind_front_handler(&HttpSession::onWrite, shared_from_this()));
}

void HttpSession::onWrite(beast::error_code /*error*/, std::size_t /*bytes*/) {
    beast::error_code ignored;
    stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, ignored);
}

} // namespace golf::online
