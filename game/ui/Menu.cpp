#include "Menu.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

#include <algorithm>

namespace golf::game {

Menu::Menu(std::vector<std::string> labels, bool row) : labels_(std::move(labels)), row_(row) {}

void Menu::select(int index) {
    selected_ = std::clamp(index, 0, count() - 1);
}

void Menu::setLabel(int index, std::string label) {
    labels_[static_cast<std::size_t>(index)] = std::move(label);
}

const std::string& Menu::label(int index) const {
    return labels_[static_cast<std::size_t>(index)];
}

std::optional<int> Menu::buttonAt(sf::Vector2f pixel) const {
    for (std::size_t i = 0; i < rects_.size(); ++i) {
        if (rects_[i].contains(pixel)) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

sf::FloatRect Menu::rect(int index) const {
    const auto i = static_cast<std::size_t>(index);
    return i < rects_.size() ? rects_[i] : sf::FloatRect{};
}

std::optional<int> Menu::handle(const sf::Event& event) {
    const int n = count();
    switch (event.type) {
    case sf::Event::KeyPressed: {
        const sf::Keyboard::Key back = row_ ? sf::Keyboard::Left : sf::Keyboard::Up;
        const sf::Keyboard::Key forward = row_ ? sf::Keyboard::Right : sf::Keyboard::Down;
        if (event.key.code == back || (event.key.code == sf::Keyboard::Tab && event.key.shift)) {
            selected_ = (selected_ + n - 1) % n;
        } else if (event.key.code == forward || event.key.code == sf::Keyboard::Tab) {
            selected_ = (selected_ + 1) % n;
        } else if (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Space) {
            return selected_;
        }
        return std::nullopt;
    }
    case sf::Event::MouseMoved:
        if (const auto hit = buttonAt(
                {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)})) {
            selected_ = *hit;
        }
        return std::nullopt;
    case sf::Event::MouseButtonPressed:
        if (event.mouseButton.button != sf::Mouse::Left) {
            return std::nullopt;
        }
        if (const auto hit = buttonAt({static_cast<float>(event.mouseButton.x),
                                       static_cast<float>(event.mouseButton.y)})) {
            selected_ = *hit;
            return *hit;
        }
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

void Menu::layout(sf::Vector2f topLeft, sf::Vector2f size, float gap) const {
    rects_.clear();
    for (int i = 0; i < count(); ++i) {
        const float step = static_cast<float>(i);
        const sf::Vector2f at = row_ ? sf::Vector2f{topLeft.x + step * (size.x + gap), topLeft.y}
                                     : sf::Vector2f{topLeft.x, topLeft.y + step * (size.y + gap)};
        rects_.emplace_back(at, size);
    }
}

void Menu::draw(sf::RenderTarget& target, const sf::Font& font, sf::Vector2f topLeft,
                sf::Vector2f size, float gap) const {
    layout(topLeft, size, gap);
    for (int i = 0; i < count(); ++i) {
        const sf::FloatRect area = rects_[static_cast<std::size_t>(i)];
        const sf::Vector2f at{area.left, area.top};
        const bool on = i == selected_;
        drawPanel(target, area, on ? sf::Color(255, 214, 92, 60) : palette::panel,
                  on ? palette::highlight : sf::Color(220, 214, 180, 90), on ? 2.f : 1.f);
        const auto textSize = static_cast<unsigned>(std::clamp(size.y * 0.45f, 12.f, 26.f));
        drawText(target, font, label(i), textSize,
                 {at.x + size.x / 2, at.y + (size.y - static_cast<float>(textSize) * 1.25f) / 2},
                 on ? palette::highlight : palette::text, Align::Centre, on);
    }
}

} // namespace golf::game
