#include "problems.hpp"

namespace golf {

void Problems::add(std::string_view where, const std::string& what) {
    if (messages_.size() >= maxMessages) {
        ++dropped_;
        return;
    }
    std::string message = source_ + ": ";
    if (!where.empty()) {
        message.append(where).append(": ");
    }
    messages_.push_back(message + what);
}

void Problems::addAll(std::vector<std::string> messages) {
    for (std::string& message : messages) {
        if (messages_.size() >= maxMessages) {
            ++dropped_;
        } else {
            messages_.push_back(std::move(message));
        }
    }
}

std::vector<std::string> Problems::take() {
    if (dropped_ > 0) {
        messages_.push_back(source_ + ": ... and " + std::to_string(dropped_) + " more problems");
    }
    return std::move(messages_);
}

} // namespace golf
