#pragma once

// The one list of problems found in a file (a level, a course, a shot log): every message
// names the file and the place, and a broken file never prints an endless report.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// Collects the messages about one file, each prefixed with the file's name.
class Problems {
  public:
    /// More messages than this about one file help nobody; the rest are counted.
    static constexpr std::size_t maxMessages = 100;

    /// `source` names the file in every message.
    explicit Problems(std::string source) : source_(std::move(source)) {}

    /// Adds "SOURCE: WHERE: WHAT", or "SOURCE: WHAT" when `where` is empty.
    void add(std::string_view where, const std::string& what);

    /// Adds messages that already name their file (a parser's located errors).
    void addAll(std::vector<std::string> messages);

    [[nodiscard]] bool empty() const { return messages_.empty() && dropped_ == 0; }

    /// The messages, with a last line counting those left out.
    [[nodiscard]] std::vector<std::string> take();

  private:
    std::string source_;
    std::vector<std::string> messages_;
    std::size_t dropped_ = 0;
};

} // namespace golf
