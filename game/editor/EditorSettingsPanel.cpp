#include "EditorSettingsPanel.hpp"

#include "LevelSettings.hpp"
#include "Palette.hpp"
#include "Ui.hpp"

namespace golf::game {

namespace {

constexpr float titleHeight = 40;

/// The setting's key without "physics." (the panel's title says it).
std::string shortKey(const char* key) {
    const std::string text = key;
    return text.starts_with("physics.") ? text.substr(8) : text;
}

} // namespace

PanelRows EditorSettingsPanel::rows() const {
    return {area_, titleHeight};
}

std::size_t EditorSettingsPanel::rowCount() const {
    return levelSettings().size();
}

std::string EditorSettingsPanel::stepChosen(int steps) {
    const std::string refused = stepSetting(edit_, chosen(), steps);
    const LevelSetting& setting = levelSettings()[chosen()];
    return refusedOr(refused,
                     std::string(setting.key) + " " + settingText(setting.get(edit_.level())));
}

PanelKeys::Typed EditorSettingsPanel::typeChosen(double value) {
    const std::string refused = changeSetting(edit_, chosen(), value);
    return {refused.empty(), refusedOr(refused, std::string(levelSettings()[chosen()].key) + " " +
                                                    settingText(value))};
}

std::string EditorSettingsPanel::resetChosen() {
    const std::string refused = resetSetting(edit_, chosen());
    return refusedOr(refused, std::string(levelSettings()[chosen()].key) + " default");
}

EditorSettingsPanel::Result EditorSettingsPanel::handle(const sf::Event& event) {
    return handleKeys(event);
}

EditorSettingsPanel::Result EditorSettingsPanel::click(sf::Vector2f pixel) {
    if (!area_.contains(pixel)) {
        return {};
    }
    return clickRows(rows(), pixel);
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
    const bool isChosen = index == chosen();
    const std::string unit = setting.unit[0] ? std::string(" ") + setting.unit : "";
    drawPanelRow(target, font, rows(), index,
                 {shortKey(setting.key.c_str()), changed ? palette::highlight : palette::text,
                  settingText(value) + unit, changed ? palette::highlight : palette::dimText,
                  isChosen, isChosen ? field() : nullptr});
}

} // namespace golf::game
