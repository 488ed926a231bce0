#pragma once

/// \file
/// The editor's element panel: the keys of the selected windmill, slider, teleport, special
/// wall or gate (ElementFields), changed with the keyboard or the mouse as the settings panel
/// changes the level's, each change one undoable edit the loader checks.

#include "ElementFields.hpp"
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

namespace golf::game {

/// The element panel, in the settings panel's place (settingsPanelWidth wide). Up/Down choose
/// a key, Left/Right step it, Enter types a value, Delete puts the default back (an exit angle:
/// none); a click chooses a row, its − and + buttons step it (PanelKeys).
class EditorElementPanel : public PanelKeys {
  public:
    explicit EditorElementPanel(LevelEdit& edit)
        : PanelKeys("Type a number, e.g. 2.5"), edit_(edit) {}

    /// Selects an element (nullopt: none), its first key chosen.
    void select(std::optional<ElementRef> element);
    /// The selected element, if it still exists (an undo may have taken it away).
    [[nodiscard]] std::optional<ElementRef> selected() const;

    /// Places the panel (in window pixels).
    void place(sf::FloatRect area) { area_ = area; }

    /// A key (or typed text, while typing). Unused without a selection.
    [[nodiscard]] Result handle(const sf::Event& event);
    /// A left click at `pixel`; unused if it is outside the panel or nothing is selected.
    [[nodiscard]] Result click(sf::Vector2f pixel);

    /// Draws the panel of the selected element. Precondition: selected().
    void draw(sf::RenderTarget& target, const sf::Font& font) const;

  private:
    [[nodiscard]] std::size_t rowCount() const override;
    [[nodiscard]] std::string stepChosen(int steps) override;
    [[nodiscard]] Typed typeChosen(double value) override;
    [[nodiscard]] std::string resetChosen() override;
    /// The status bar's words for a change: the key's new value, or "Refused: ...".
    [[nodiscard]] std::string outcome(const std::string& refused) const;
    [[nodiscard]] PanelRows rows() const;
    void drawRow(sf::RenderTarget& target, const sf::Font& font, std::size_t index) const;

    LevelEdit& edit_;
    sf::FloatRect area_;
    std::optional<ElementRef> selected_;
};

} // namespace golf::game
