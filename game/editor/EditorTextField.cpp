#include "EditorTextField.hpp"

#include <cctype>

namespace golf::game {

EditorTextField::Outcome EditorTextField::handle(const sf::Event& event) {
    if (event.type == sf::Event::TextEntered) {
        const sf::Uint32 c = event.text.unicode;
        const bool opening =
            openingKey_ != 0 && c < 128 &&
            std::tolower(static_cast<int>(c)) == std::tolower(static_cast<int>(openingKey_));
        openingKey_ = 0;
        if (!opening && c >= 32 && c != 127 && text_.getSize() < maxLength_) {
            text_ += c;
        }
        return Outcome::Typing;
    }
    if (event.type != sf::Event::KeyPressed) {
        return Outcome::Typing;
    }
    if (event.key.code == sf::Keyboard::BackSpace && !text_.isEmpty()) {
        text_.erase(text_.getSize() - 1);
    } else if (event.key.code == sf::Keyboard::Escape) {
        return Outcome::Cancel;
    } else if (event.key.code == sf::Keyboard::Enter) {
        return Outcome::Enter;
    }
    return Outcome::Typing;
}

std::string EditorTextField::utf8() const {
    const std::basic_string<sf::Uint8> bytes = text_.toUtf8();
    return std::string(bytes.begin(), bytes.end());
}

} // namespace golf::game
