#include "EditorCoursePanel.hpp"

#include "Palette.hpp"
#include "Ui.hpp"
#include "golf/formats/course_writer.hpp"
#include "golf/formats/level_loader.hpp"

#include <algorithm>

namespace golf::game {

namespace {

constexpr float panelWidth = 620;
constexpr float panelHeight = 500;
constexpr float lineHeight = 24;
/// Holes listed at once; the list scrolls to keep the chosen one in view.
constexpr std::size_t holesShown = 12;
/// Longest typed course file name, in characters.
constexpr std::size_t maxPathLength = 200;

} // namespace

const std::string& EditorCoursePanel::holeTitle(const std::filesystem::path& hole) const {
    auto it = titles_.find(hole);
    if (it == titles_.end()) {
        const LevelLoadResult loaded = loadLevelFile(hole);
        it = titles_.emplace(hole, loaded.level ? loaded.level->name : "(does not load)").first;
    }
    return it->second;
}

EditorCoursePanel::EditorCoursePanel(std::filesystem::path level) : level_(std::move(level)) {
    open(suggestCourseFile(level_));
}

void EditorCoursePanel::open(const std::filesystem::path& file) {
    CourseOpenResult opened = openCourseForEditing(file, "New Course");
    errors_ = std::move(opened.errors);
    edit_.reset();
    closeArmed_ = false;
    if (opened.course) {
        edit_.emplace(file, std::move(*opened.course), opened.created);
        chosen_ = edit_->indexOf(level_).value_or(0);
    }
}

std::string EditorCoursePanel::handle(const sf::Event& event) {
    if (field_) {
        return handleField(event);
    }
    if (event.type == sf::Event::KeyPressed) {
        return handleKey(event.key);
    }
    return {};
}

std::string EditorCoursePanel::handleField(const sf::Event& event) {
    const EditorTextField::Outcome outcome = field_->handle(event);
    if (outcome == EditorTextField::Outcome::Cancel) {
        field_.reset();
    } else if (outcome == EditorTextField::Outcome::Enter) {
        const std::filesystem::path typed(field_->utf8());
        field_.reset();
        if (typed.empty()) {
            return "No course file given";
        }
        open((typed.is_absolute() ? typed : level_.parent_path() / typed).lexically_normal());
        return edit_ ? "Course " + edit_->file().string() : "Cannot open that course";
    }
    return {};
}

std::string EditorCoursePanel::handleKey(const sf::Event::KeyEvent& key) {
    if (key.code != sf::Keyboard::Escape) {
        closeArmed_ = false;
    }
    if (key.code == sf::Keyboard::Escape) {
        if (edit_ && edit_->modified() && !edit_->course().holes.empty() && !closeArmed_) {
            closeArmed_ = true;
            return "The course is not saved: Esc again closes without saving, S saves";
        }
        closed_ = true;
        return {};
    }
    if (key.code == sf::Keyboard::O) {
        field_.emplace(sf::String(), maxPathLength, 'o');
        return {};
    }
    if (!edit_) {
        return {};
    }
    const std::size_t count = edit_->course().holes.size();
    switch (key.code) {
    case sf::Keyboard::A:
        return add();
    case sf::Keyboard::S:
        return save();
    case sf::Keyboard::Up:
    case sf::Keyboard::Down: {
        const int delta = key.code == sf::Keyboard::Up ? -1 : 1;
        if (key.shift && edit_->move(chosen_, delta)) {
            chosen_ = static_cast<std::size_t>(static_cast<long>(chosen_) + delta);
            return "Hole moved to " + std::to_string(chosen_ + 1);
        }
        if (!key.shift && count > 0) {
            chosen_ = std::clamp<long>(static_cast<long>(chosen_) + delta, 0,
                                       static_cast<long>(count) - 1);
        }
        return {};
    }
    case sf::Keyboard::Delete:
        if (edit_->remove(chosen_)) {
            chosen_ = std::min(chosen_, count > 1 ? count - 2 : 0);
            return "Hole removed from the course (Ctrl+Z brings it back)";
        }
        return {};
    case sf::Keyboard::Z:
    case sf::Keyboard::Y: {
        if (!key.control) {
            return {};
        }
        const bool redo = key.code == sf::Keyboard::Y || key.shift;
        const bool done = redo ? edit_->redo() : edit_->undo();
        const std::size_t now = edit_->course().holes.size();
        // The level being edited stays chosen, so that undoing a move shows where it went.
        chosen_ = edit_->indexOf(level_).value_or(now == 0 ? 0 : std::min(chosen_, now - 1));
        return done ? (redo ? "Redone" : "Undone") : (redo ? "Nothing to redo" : "Nothing to undo");
    }
    default:
        return {};
    }
}

std::string EditorCoursePanel::add() {
    std::error_code error;
    if (!std::filesystem::is_regular_file(level_, error)) {
        return "Save the level first (S): a course lists level files";
    }
    if (const std::string refused = edit_->add(level_); !refused.empty()) {
        return refused;
    }
    chosen_ = edit_->course().holes.size() - 1;
    return "Added as hole " + std::to_string(chosen_ + 1) + " (S saves the course)";
}

std::string EditorCoursePanel::save() {
    if (const std::string error = edit_->save(); !error.empty()) {
        return "Not saved: " + error;
    }
    return "Saved " + edit_->file().string();
}

void EditorCoursePanel::draw(sf::RenderTarget& target, const sf::Font& font,
                             sf::Vector2f windowSize) const {
    drawPanel(target, {0, 0, windowSize.x, windowSize.y}, sf::Color(0, 0, 0, 120));
    const sf::FloatRect box{(windowSize.x - panelWidth) / 2,
                            std::max(10.f, (windowSize.y - panelHeight) / 2 - 20), panelWidth,
                            panelHeight};
    drawPanel(target, box, sf::Color(16, 22, 30, 245), palette::highlight, 1);
    const float x = box.left + 16;
    float y = box.top + 12;
    const std::string title =
        edit_ ? "Course: " + edit_->course().name + (edit_->modified() ? "  *" : "") : "Course";
    drawText(target, font, title, 18, {x, y}, palette::highlight, Align::Left, true);
    y += 28;
    const std::string file = edit_ ? edit_->file().string() : std::string();
    drawText(target, font, file, 13, {x, y}, palette::dimText);
    y += 26;
    if (field_) {
        drawText(target, font, "Course file (relative to the level's folder):", 14, {x, y},
                 palette::text);
        drawPanel(target, {x, y + 22, box.width - 32, 26}, sf::Color(0, 0, 0, 120),
                  palette::highlight, 1);
        drawText(target, font, field_->text(), 14, {x + 6, y + 26}, palette::text);
        y += 60;
    }
    for (const std::string& error : errors_) {
        drawText(target, font, error, 13, {x, y}, sf::Color(255, 150, 120));
        y += 20;
    }
    if (edit_) {
        drawHoles(target, font, {x, y, box.width - 32, box.top + box.height - 60 - y});
    }
    drawText(target, font,
             "A add this level  \u00b7  \u2191\u2193 choose  \u00b7  Shift+\u2191\u2193 move  "
             "\u00b7  Del remove  \u00b7  Ctrl+Z undo",
             13, {x, box.top + box.height - 46}, palette::dimText);
    drawText(target, font, "S save the course  \u00b7  O other course file  \u00b7  Esc close", 13,
             {x, box.top + box.height - 26}, palette::dimText);
}

void EditorCoursePanel::drawHoles(sf::RenderTarget& target, const sf::Font& font,
                                  sf::FloatRect area) const {
    const std::vector<std::filesystem::path>& holes = edit_->course().holes;
    if (holes.empty()) {
        drawText(target, font, "No holes yet: A adds the level being edited", 14,
                 {area.left, area.top}, palette::text);
        return;
    }
    const std::size_t first = chosen_ >= holesShown ? chosen_ + 1 - holesShown : 0;
    const std::size_t last = std::min(holes.size(), first + holesShown);
    for (std::size_t i = first; i < last; ++i) {
        const float y = area.top + lineHeight * static_cast<float>(i - first);
        const bool isLevel = sameFile(holes[i], level_);
        if (i == chosen_) {
            drawPanel(target, {area.left - 6, y - 2, area.width + 12, lineHeight - 2},
                      sf::Color(255, 214, 92, 40), palette::highlight, 1);
        }
        const sf::Color colour = isLevel ? palette::highlight : palette::text;
        drawText(target, font, std::to_string(i + 1) + ".", 14, {area.left + 22, y}, colour,
                 Align::Right, isLevel);
        drawText(target, font, coursePathOf(holes[i], edit_->file()), 14, {area.left + 32, y},
                 colour, Align::Left, isLevel);
        drawText(target, font, isLevel ? "\u25c0 this level" : holeTitle(holes[i]), 13,
                 {area.left + area.width, y + 1}, isLevel ? palette::highlight : palette::dimText,
                 Align::Right);
    }
}

} // namespace golf::game
