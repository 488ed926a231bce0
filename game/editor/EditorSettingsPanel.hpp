#pragma once

/// \file
/// The editor's side panel (Tab): the level's stroke limit, radii and physics keys, changed
/// with the keyboard or the mouse within the loader's limits (LevelSettings), and the
/// "suggest par" line.

#include "EditorTextField.hpp"
#include "LevelEdit.hpp"
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
/// puts the default back; a click chooses a row, its − and + buttons step it.
class EditorSettingsPanel {
  public:
    /// What the panel did with an event: whether it used it, and a message for the status bar.
    struct Result {
        bool used = false;
        std::string message;
    };

    explicit EditorSettingsPanel(LevelEdit& edit) : edit_(edit) {}

    /// Places the panel (in window pixels).
    void place(sf::FloatRect area) { area_ = area; }
    [[nodiscard]] sf::FloatRect area() const { return area_; }
    /// True while a value is being typed (every key goes to the panel).
    [[nodiscard]] bool typing() const { return field_.has_value(); }

    /// A key (or typed text, while typing).
    [[nodiscard]] Result handle(const sf::Event& event);
    /// A left click at `pixel`; unused if it is outside the panel.
    [[nodiscard]] Result click(sf::Vector2f pixel);

    /// Lines shown under the settings (the suggested par and how to get it).
    void setFooter(std::vector<std::string> lines) { footer_ = std::move(lines); }

    void draw(sf::RenderTarget& target, const sf::Font& font) const;

    /// The chosen setting (an index into levelSettings()).
    [[nodiscard]] std::size_t chosen() const { return chosen_; }

  private:
    [[nodiscard]] Result handleKey(const sf::Event::KeyEvent& key);
    [[nodiscard]] Result step(int steps);
    [[nodiscard]] PanelRows rows() const;
    void drawRow(sf::RenderTarget& target, const sf::Font& font, std::size_t index) const;

    LevelEdit& edit_;
    sf::FloatRect area_;
    std::size_t chosen_ = 0;
    std::optional<EditorTextField> field_;
    std::vector<std::string> footer_;
};

} // namespace golf::game
