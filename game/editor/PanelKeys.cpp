#include "PanelKeys.hpp"

#include "LevelSettings.hpp"

#include <utility>

namespace golf::game {

namespace {

/// Longest typed value, in characters.
constexpr std::size_t maxTypedLength = 24;

} // namespace

PanelKeys::Result PanelKeys::handleKeys(const sf::Event& event) {
    if (field_) {
        const EditorTextField::Outcome outcome = field_->handle(event);
        if (outcome == EditorTextField::Outcome::Cancel) {
            field_.reset();
        } else if (outcome == EditorTextField::Outcome::Enter) {
            const auto value = parseSettingValue(field_->utf8());
            if (!value) {
                return {true, numberHint_};
            }
            Typed typed = typeChosen(*value);
            if (typed.kept) {
                field_.reset();
            }
            return {true, std::move(typed.message)};
        }
        return {true, {}};
    }
    if (event.type == sf::Event::KeyPressed) {
        return handleKey(event.key);
    }
    return {};
}

PanelKeys::Result PanelKeys::handleKey(const sf::Event::KeyEvent& key) {
    if (key.control || key.shift || key.alt) {
        return {}; // Shift/Ctrl+arrows size the grid, Ctrl+Z undoes
    }
    const std::size_t count = rowCount();
    switch (key.code) {
    case sf::Keyboard::Up:
        chosen_ = (chosen_ + count - 1) % count;
        return {true, {}};
    case sf::Keyboard::Down:
        chosen_ = (chosen_ + 1) % count;
        return {true, {}};
    case sf::Keyboard::Left:
        return {true, stepChosen(-1)};
    case sf::Keyboard::Right:
        return {true, stepChosen(+1)};
    case sf::Keyboard::Enter:
        field_.emplace(sf::String(), maxTypedLength, 0);
        return {true, {}};
    case sf::Keyboard::Delete:
        return {true, resetChosen()};
    default:
        return {};
    }
}

PanelKeys::Result PanelKeys::clickRows(const PanelRows& rows, sf::Vector2f pixel) {
    const auto hit = clickedRow(rows, rowCount(), pixel);
    if (!hit) {
        return {true, {}};
    }
    choose(hit->index);
    if (hit->step != 0) {
        return {true, stepChosen(hit->step)};
    }
    return {true, {}};
}

void PanelKeys::choose(std::size_t row) {
    chosen_ = row;
    field_.reset();
}

std::string PanelKeys::refusedOr(const std::string& refused, std::string done) {
    return refused.empty() ? std::move(done) : "Refused: " + refused;
}

} // namespace golf::game
