#pragma once

/// \file
/// The editor's course panel (K): adds the level being edited to a course file (or creates
/// one), reorders and removes the course's holes with undo, and saves the course file.

#include "CourseEdit.hpp"
#include "EditorTextField.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// A window over the editor. A adds the level, Up/Down choose a hole, Shift+Up/Down move it,
/// Delete removes it, Ctrl+Z/Ctrl+Y undo and redo, S saves the course file, O opens another
/// course file (typed, relative to the level's folder), Escape closes (twice with unsaved
/// changes).
class EditorCoursePanel {
  public:
    /// Opens the course file offered for `level` (suggestCourseFile).
    explicit EditorCoursePanel(std::filesystem::path level);

    /// Handles one event; returns a message for the status bar ("" for none).
    [[nodiscard]] std::string handle(const sf::Event& event);
    /// True once the panel is closed.
    [[nodiscard]] bool closed() const { return closed_; }
    /// The course being edited (nullopt when the file could not be opened).
    [[nodiscard]] const CourseEdit* course() const { return edit_ ? &*edit_ : nullptr; }

    void draw(sf::RenderTarget& target, const sf::Font& font, sf::Vector2f windowSize) const;

  private:
    /// Opens `file` (a new course if it does not exist): the errors are kept to show.
    void open(const std::filesystem::path& file);
    [[nodiscard]] std::string handleKey(const sf::Event::KeyEvent& key);
    [[nodiscard]] std::string handleField(const sf::Event& event);
    [[nodiscard]] std::string add();
    [[nodiscard]] std::string save();
    void drawHoles(sf::RenderTarget& target, const sf::Font& font, sf::FloatRect area) const;
    /// The hole's level name as its file says (read once per file).
    [[nodiscard]] const std::string& holeTitle(const std::filesystem::path& hole) const;

    std::filesystem::path level_;
    std::optional<CourseEdit> edit_;
    std::vector<std::string> errors_;
    std::size_t chosen_ = 0;
    std::optional<EditorTextField> field_;
    bool closeArmed_ = false;
    bool closed_ = false;
    mutable std::map<std::filesystem::path, std::string> titles_;
};

} // namespace golf::game
