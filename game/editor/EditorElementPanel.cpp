#include "EditorElementPanel.hpp"

#include "LevelSettings.hpp"
#include "Palette.hpp"
#include "Ui.hpp"

#include <cctype>
#include <utility>

namespace golf::game {

namespace {

/// The title band: the element's name and a note under it.
constexpr float panelTitleHeight = 58;

} // namespace

void EditorElementPanel::select(std::optional<ElementRef> element) {
    selected_ = element;
    choose(0);
}

std::optional<ElementRef> EditorElementPanel::selected() const {
    if (selected_ && elementExists(edit_.level(), *selected_)) {
        return selected_;
    }
    return std::nullopt;
}

PanelRows EditorElementPanel::rows() const {
    return {area_, panelTitleHeight};
}

std::string EditorElementPanel::outcome(const std::string& refused) const {
    if (!refused.empty()) {
        return "Refused: " + refused;
    }
    const Level& level = edit_.level();
    return elementName(level, *selected_) + " " + elementFields(level, *selected_)[chosen()].key +
           " " + elementValueText(level, *selected_, chosen());
}

std::size_t EditorElementPanel::rowCount() const {
    return elementFields(edit_.level(), *selected_).size();
}

std::string EditorElementPanel::stepChosen(int steps) {
    return outcome(stepElement(edit_, *selected_, chosen(), steps));
}

PanelKeys::Typed EditorElementPanel::typeChosen(double value) {
    const std::string refused = changeElement(edit_, *selected_, chosen(), value);
    return {refused.empty(), outcome(refused)};
}

std::string EditorElementPanel::resetChosen() {
    return outcome(resetElement(edit_, *selected_, chosen()));
}

EditorElementPanel::Result EditorElementPanel::handle(const sf::Event& event) {
    if (!selected()) {
        stopTyping();
        return {};
    }
    return handleKeys(event);
}

EditorElementPanel::Result EditorElementPanel::click(sf::Vector2f pixel) {
    if (!selected() || !area_.contains(pixel)) {
        return {};
    }
    return clickRows(rows(), pixel);
}

void EditorElementPanel::draw(sf::RenderTarget& target, const sf::Font& font) const {
    const Level& level = edit_.level();
    drawPanel(target, area_, palette::panel, sf::Color(70, 80, 92), 1);
    std::string title = elementName(level, *selected_);
    title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    drawText(target, font, title, 16, {area_.left + 12, area_.top + 10}, palette::highlight,
             Align::Left, true);
    const char* note = selected_->kind == ElementKind::Wall   ? "every tile of its character"
                       : selected_->kind == ElementKind::Gate ? "this tile"
                                                              : "keys of the level file";
    drawText(target, font, note, 12, {area_.left + 12, area_.top + 34}, palette::dimText);
    for (std::size_t i = 0; i < elementFields(level, *selected_).size(); ++i) {
        drawRow(target, font, i);
    }
    drawText(target, font, "\u2191\u2193 choose  \u00b7  \u2190\u2192 step  \u00b7  Enter type", 12,
             {area_.left + 12, area_.top + area_.height - 38}, palette::dimText);
    drawText(target, font, "Del default  \u00b7  Esc deselects  \u00b7  Tab settings", 12,
             {area_.left + 12, area_.top + area_.height - 20}, palette::dimText);
}

void EditorElementPanel::drawRow(sf::RenderTarget& target, const sf::Font& font,
                                 std::size_t index) const {
    const Level& level = edit_.level();
    const ElementField& key = elementFields(level, *selected_)[index];
    const std::string text = elementValueText(level, *selected_, index);
    const bool number = parseSettingValue(text).has_value(); // not "none", "clockwise"
    const std::string unit = number && key.unit[0] ? std::string(" ") + key.unit : "";
    const bool isChosen = index == chosen();
    drawPanelRow(target, font, rows(), index,
                 {key.key, palette::text, text + unit, palette::text, isChosen,
                  isChosen ? field() : nullptr});
}

} // namespace golf::game
