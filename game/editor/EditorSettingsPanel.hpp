#pragma once

/// \file
/// The editor's side panel (Tab): the level's stroke limit, radii and physics keys, changed
/// with the keyboard or the mouse within the loader's limits (LevelSettings), and the
/// "suggest par" line.

#include "LevelEdit.hpp"
#include "PanelKeys.hpp"
#include "PanelRows.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Width of the side panel in pixels.
inline constexpr float settingsPanelWidth = 300;

/// The side panel. Up/Down choose a setting, Left/Right step it, Enter types a value, Delete
/// puts the default back; a click chooses a row, its − and + buttons step it (PanelKeys).
class EditorSettingsPanel : public PanelKeys {
  public:
    explicit EditorSettingsPanel(LevelEdit& edit)
        : PanelKeys("Type a number, e.g. 0.65"), edit_(edit) {}

    /// Places the panel (in window pixels).
    void place(sf::FloatRect area) { area_ = area; }
    [[nodiscard]] sf::FloatRect area() const { return area_; }

    /// A key (or typed text, while typing).
    [[nodiscard]] Result handle(const sf::Event& event);
    /// A left click at `pixel`; unused if it is outside the panel.
    [[nodiscard]] Result click(sf::Vector2f pixel);

    /// Lines shown under the settings (the suggested par and how to get it).
    void setFooter(std::vector<std::string> lines) { footer_ = std::move(lines); }

    void draw(sf::RenderTarget& target, const sf::Font& font) const;

  private:
    [[nodiscard]] std::size_t rowCount() const override;
    [[nodiscard]] std::string stepChosen(int steps) override;
    [[nodiscard]] Typed typeChosen(double value) override;
    [[nodiscard]] std::string resetChosen() override;
    [[nodiscard]] PanelRows rows() const;
    void drawRow(sf::RenderTarget& target, const sf::Font& font, std::size_t index) const;

    LevelEdit& edit_;
    sf::FloatRect area_;
    std::vector<std::string> footer_;
};

} // namespace golf::game
