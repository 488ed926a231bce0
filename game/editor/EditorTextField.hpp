#pragma once

/// \file
/// A one-line text field of the editor (the level's name, a setting's value, a course file):
/// typed text, Backspace, Enter keeps, Escape cancels.

#include <SFML/System/String.hpp>
#include <SFML/Window/Event.hpp>
#include <cstddef>
#include <string>

namespace golf::game {

/// The text being typed and what a key did to it.
class EditorTextField {
  public:
    /// What an event did.
    enum class Outcome { Typing, Enter, Cancel };

    /// Starts with `text`; the first typed character is dropped if it is `openingKey` (the key
    /// that opened the field also arrives as text), in either case.
    EditorTextField(sf::String text, std::size_t maxLength, char openingKey)
        : text_(std::move(text)), maxLength_(maxLength), openingKey_(openingKey) {}

    /// Handles one event: printable text is added, Backspace deletes, Enter and Escape end.
    [[nodiscard]] Outcome handle(const sf::Event& event);

    [[nodiscard]] const sf::String& text() const { return text_; }
    /// The text as UTF-8.
    [[nodiscard]] std::string utf8() const;

  private:
    sf::String text_;
    std::size_t maxLength_;
    char openingKey_;
};

} // namespace golf::game
