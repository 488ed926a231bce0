#pragma once

/// \file
/// The keys of the editor's panels of rows (the level settings, a selected element's keys):
/// which row they act on and the value being typed. Both panels answer the keyboard, a typed
/// value and a click on a row here, so that they answer alike; each says what a step, a typed
/// value and a reset do to its level.

#include "EditorTextField.hpp"
#include "PanelRows.hpp"

#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>

namespace golf::game {

/// Up/Down choose a row (round the ends), Left/Right step it, Enter starts typing a value (Enter
/// again sets it, Escape cancels), Delete puts the default back; a click chooses a row and its
/// − / + buttons step it. Keys with Shift, Ctrl or Alt are left to the editor (they size the
/// grid and undo). A panel derives from it and implements the row's changes.
class PanelKeys {
  public:
    /// What the panel did with an event: whether it used it, and a message for the status bar.
    struct Result {
        bool used = false;
        std::string message;
    };

    PanelKeys(const PanelKeys&) = delete;
    PanelKeys& operator=(const PanelKeys&) = delete;
    virtual ~PanelKeys() = default;

    /// True while a value is being typed (every key goes to the panel).
    [[nodiscard]] bool typing() const { return field_.has_value(); }
    /// The row the keys act on (from 0).
    [[nodiscard]] std::size_t chosen() const { return chosen_; }

  protected:
    /// `numberHint` is the status bar's words for typed text that is not a number.
    explicit PanelKeys(std::string numberHint) : numberHint_(std::move(numberHint)) {}

    /// What a typed value did: kept (the field closes) or refused (it stays open to correct),
    /// and the status bar's words.
    struct Typed {
        bool kept = false;
        std::string message;
    };

    /// A key, or typed text while typing (then every event is used).
    [[nodiscard]] Result handleKeys(const sf::Event& event);
    /// A left click at `pixel` (window pixels) on the panel, whose rows are `rows`: a row is
    /// chosen, a button steps it. Precondition: the pixel is on the panel.
    [[nodiscard]] Result clickRows(const PanelRows& rows, sf::Vector2f pixel);
    /// Chooses row `row` (from 0) and stops typing.
    void choose(std::size_t row);
    /// Stops typing, the value not set.
    void stopTyping() { field_.reset(); }
    /// The field being typed into the chosen row, or null.
    [[nodiscard]] const EditorTextField* field() const { return field_ ? &*field_ : nullptr; }
    /// "Refused: " and the loader's words, or `done` when nothing was refused.
    [[nodiscard]] static std::string refusedOr(const std::string& refused, std::string done);

  private:
    /// How many rows the panel has (at least 1).
    [[nodiscard]] virtual std::size_t rowCount() const = 0;
    /// Steps the chosen row `steps` steps; the status bar's words.
    [[nodiscard]] virtual std::string stepChosen(int steps) = 0;
    /// Sets the chosen row to a typed `value`.
    [[nodiscard]] virtual Typed typeChosen(double value) = 0;
    /// Puts the chosen row's default back; the status bar's words.
    [[nodiscard]] virtual std::string resetChosen() = 0;

    [[nodiscard]] Result handleKey(const sf::Event::KeyEvent& key);

    std::string numberHint_;
    std::size_t chosen_ = 0;
    std::optional<EditorTextField> field_;
};

} // namespace golf::game
