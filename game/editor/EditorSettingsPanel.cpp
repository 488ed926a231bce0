#include "EditorSettingsPanel.hpp"

#include "LevelSettings.hpp"
#include "Palette.hpp"
#include "Ui.hpp"

namespace golf::game {

namespace {

constexpr float titleHeight = 40;
/// Longest typed value, in characters.
constexpr std::size_t maxValueLength = 24;

/// The setting's key without "physics." (the panel's title says it).
std::string shortKey(const char* key) {
    const std::string text = key;
    return text.starts_with("physics.") ? text.substr(8) : text;
}

std::string result(const std::string& refused, const std::string& done) {
    return refused.empty() ? done : "Refused: " + refused;
}

} // namespace

PanelRows EditorSettingsPanel::rows() const {
    return {area_, titleHeight};
}

EditorSettingsPanel::Result EditorSettingsPanel::step(int steps) {
    const std::string refused = stepSetting(edit_, chosen_, steps);
    const LevelSetting& setting = levelSettings()[chosen_];
    return {true, result(refused,
                         std::string(setting.key) + " " + settingText(setting.get(edit_.level())))};
}

EditorSettingsPanel::Result EditorSettingsPanel::handle(const sf::Event& event) {
    if (field_) {
        const EditorTextField::Outcome outcome = field_->handle(event);
        if (outcome == EditorTextField::Outcome::Cancel) {
            field_.reset();
        } else if (outcome == EditorTextField::Outcome::Enter) {
            const auto value = parseSettingValue(field_->utf8());
            if (!value) {
                return {true, "Type a number, e.g. 0.65"};
            }
            const std::string refused = changeSetting(edit_, chosen_, *value);
            if (refused.empty()) {
                field_.reset();
            }
            return {true, result(refused, std::string(levelSettings()[chosen_].key) + " " +
                                              settingText(*value))};
        }
        return {true, {}};
    }
    if (event.type == sf::Event::KeyPressed) {
        return handleKey(event.key);
    }
    return {};
}

EditorSettingsPanel::Result EditorSettingsPanel::handleKey(const sf::Event::KeyEvent& key) {
    if (key.control || key.shift || key.alt) {
        return {}; // Shift/Ctrl+arrows size the grid, Ctrl+Z undoes
    }
    const std::size_t count = levelSettings().size();
    switch (key.code) {
    case sf::Keyboard::Up:
        chosen_ = (chosen_ + count - 1) % count;
        return {true, {}};
    case sf::Keyboard::Down:
        chosen_ = (chosen_ + 1) % count;
        return {true, {}};
    case sf::Keyboard::Left:
        return step(-1);
    case sf::Keyboard::Right:
        return step(+1);
    case sf::Keyboard::Enter:
        field_.emplace(sf::String(), maxValueLength, 0);
        return {true, {}};
    case sf::Keyboard::Delete: {
        const std::string refused = resetSetting(edit_, chosen_);
        return {true, result(refused, std::string(levelSettings()[chosen_].key) + " default")};
    }
    default:
        return {};
    }
}

EditorSettingsPanel::Result EditorSettingsPanel::click(sf::Vector2f pixel) {
    if (!area_.contains(pixel)) {
        return {};
    }
    const auto hit = clickedRow(rows(), levelSettings().size(), pixel);
    if (!hit) {
        return {true, {}};
    }
    field_.reset();
    chosen_ = hit->index;
    if (hit->step != 0) {
        return step(hit->step);
    }
    return {true, {}};
}

void EditorSettingsPanel::draw(sf::RenderTarget& target, const sf::Font& font) const {
    drawPanel(target, area_, palette::panel, sf::Color(70, 80, 92), 1);
    drawText(target, font, "Level settings", 16, {area_.left + 12, area_.top + 10},
             palette::highlight, Align::Left, true);
    drawText(target, font, "keys of the level file", 12,
             {area_.left + area_.width - 12, area_.top + 14}, palette::dimText, Align::Right);
    for (std::size_t i = 0; i < levelSettings().size(); ++i) {
        drawRow(target, font, i);
    }
    float y = rows().row(levelSettings().size()).top + 8;
    for (const std::string& line : footer_) {
        drawText(target, font, line, 13, {area_.left + 12, y}, palette::text);
        y += 19;
    }
    drawText(target, font, "\u2191\u2193 choose  \u00b7  \u2190\u2192 step  \u00b7  Enter type", 12,
             {area_.left + 12, area_.top + area_.height - 38}, palette::dimText);
    drawText(target, font, "Del default  \u00b7  Tab hides the panel", 12,
             {area_.left + 12, area_.top + area_.height - 20}, palette::dimText);
}

void EditorSettingsPanel::drawRow(sf::RenderTarget& target, const sf::Font& font,
                                  std::size_t index) const {
    const LevelSetting& setting = levelSettings()[index];
    const double value = setting.get(edit_.level());
    const bool changed = value != setting.get(Level{});
    const bool chosen = index == chosen_;
    const std::string unit = setting.unit[0] ? std::string(" ") + setting.unit : "";
    drawPanelRow(target, font, rows(), index,
                 {shortKey(setting.key.c_str()), changed ? palette::highlight : palette::text,
                  settingText(value) + unit, changed ? palette::highlight : palette::dimText,
                  chosen, chosen && field_ ? &*field_ : nullptr});
}

} // namespace golf::game
