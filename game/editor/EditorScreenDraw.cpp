// EditorScreen: drawing (the level, grid, rectangles, hover, problems, the bars) and the
// layout's hit tests. Input and edits are in EditorScreen.cpp.

#include "EditorIcons.hpp"
#include "EditorLayout.hpp"
#include "EditorScreen.hpp"
#include "Palette.hpp"
#include "Ui.hpp"

#include <SFML/Graphics/CircleShape.hpp>
#include <SFML/Graphics/ConvexShape.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>

namespace golf::game {

using namespace editor;

namespace {

/// The message without the file name the loader puts in front of it.
std::string withoutFile(const std::string& problem, const std::string& file) {
    const std::string prefix = file + ": ";
    return problem.starts_with(prefix) ? problem.substr(prefix.size()) : problem;
}

/// The corners of a slider's swept region (the box of `size` moved from `from` to `to`) in
/// order around it: the convex hull of the box's corners at both ends.
std::vector<Vec2> sweptSliderHull(const Slider& slider) {
    const Vec2 half{slider.size.x / 2, slider.size.y / 2};
    std::vector<Vec2> points;
    for (const Vec2 centre : {slider.from, slider.to}) {
        for (const Vec2 corner : {Vec2{-1, -1}, Vec2{1, -1}, Vec2{1, 1}, Vec2{-1, 1}}) {
            points.push_back({centre.x + corner.x * half.x, centre.y + corner.y * half.y});
        }
    }
    // Andrew's monotone chain.
    std::sort(points.begin(), points.end(),
              [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    const auto turn = [](Vec2 o, Vec2 a, Vec2 b) {
        return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
    };
    std::vector<Vec2> hull(2 * points.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        while (k >= 2 && turn(hull[k - 2], hull[k - 1], points[i]) <= 0) {
            --k;
        }
        hull[k++] = points[i];
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {
        while (k >= lower && turn(hull[k - 2], hull[k - 1], points[i]) <= 0) {
            --k;
        }
        hull[k++] = points[i];
    }
    hull.resize(k - 1);
    return hull;
}

} // namespace

std::vector<std::string> EditorScreen::suggestionText() const {
    const bool current = suggestion_.revision() == edit_.revision();
    switch (suggestion_.state()) {
    case ParSuggestion::State::Running:
        return {"rating\u2026 " + std::to_string(static_cast<int>(suggestion_.progress() * 100)) +
                " %"};
    case ParSuggestion::State::Done: {
        const auto result = suggestion_.result();
        if (!current || !result) {
            return {};
        }
        if (result->suggestedPar <= 0) {
            return {"no par suggested"};
        }
        std::vector<std::string> parts{"suggested par " + std::to_string(result->suggestedPar)};
        if (!result->parCertain) {
            parts.push_back("uncertain, leans " + std::to_string(result->parLeans));
        }
        if (result->suggestedPar != edit_.level().par) {
            parts.emplace_back("R sets it");
        }
        parts.push_back(std::to_string(static_cast<int>(std::lround(result->successRate * 100))) +
                        " % in par");
        if (result->bestStrokes) {
            parts.push_back("best " + std::to_string(*result->bestStrokes));
        }
        return parts;
    }
    case ParSuggestion::State::Idle:
    case ParSuggestion::State::Cancelled:
        break;
    }
    return {};
}

sf::FloatRect EditorScreen::paletteSlot(int index) const {
    // The numbered tools keep their place at the right; the element tools go left of them in
    // two rows of small slots, so that the name, par and suggestion keep their room.
    const float step = slotSize + slotGap;
    const float left = windowSize_.x - margin - numberedTools * step + slotGap;
    if (index < numberedTools) {
        return {left + static_cast<float>(index) * step, 10, slotSize, slotSize};
    }
    const int k = index - numberedTools;
    const float small = elementSlotSize + elementSlotGap;
    const float groupLeft = left - groupGap - static_cast<float>(elementColumns) * small;
    return {groupLeft + static_cast<float>(k % elementColumns) * small,
            elementSlotTop + static_cast<float>(k / elementColumns) * small, elementSlotSize,
            elementSlotSize};
}

std::optional<int> EditorScreen::paletteSlotUnder(sf::Vector2f pixel) const {
    for (int i = 0; i < toolCount; ++i) {
        if (paletteSlot(i).contains(pixel)) {
            return i;
        }
    }
    return std::nullopt;
}

std::string EditorScreen::statusText() const {
    const Level& level = edit_.level();
    std::string text = file_.filename().string() + (edit_.modified() || created_ ? " *" : "") +
                       "   \u00b7   " + std::to_string(level.width) + " \u00d7 " +
                       std::to_string(level.height) + "   \u00b7   " + toolLabel();
    if (mouse_) {
        if (const auto tile = tileUnder(*mouse_)) {
            text += "   \u00b7   row " + std::to_string(tile->y + 1) + ", column " +
                    std::to_string(tile->x + 1);
        }
    }
    return text;
}

void EditorScreen::draw(sf::RenderTarget& target) {
    windowSize_ = target.getView().getSize();
    if (play_) {
        play_->draw(target);
        drawPanel(target, {windowSize_.x / 2 - 170, 56, 340, 26}, palette::panel);
        drawText(target, context_.font, "Test play  \u00b7  Esc: back to the editor", 14,
                 {windowSize_.x / 2, 61}, palette::highlight, Align::Centre, true);
        return;
    }
    target.clear(palette::background);
    const Level& level = edit_.level();
    view_.fit(level.width, level.height, levelArea());
    HoleScene scene;
    // Movers turn and slide as in play, so that their sweep shows; teleports pulse.
    scene.seconds = seconds_;
    scene.holeClock = seconds_;
    renderer_->draw(target, view_, scene);
    drawGrid(target);
    drawSelectedElement(target);
    drawElementHandles(target);
    drawRectangle(target);
    drawHover(target);
    drawProblems(target);
    const sf::FloatRect panel{windowSize_.x - settingsPanelWidth, topHeight, settingsPanelWidth,
                              std::max(1.f, windowSize_.y - topHeight - bottomHeight)};
    if (elements_.selected()) {
        elements_.place(panel);
        elements_.draw(target, context_.font);
    } else if (showSettings_) {
        settings_.place({windowSize_.x - settingsPanelWidth, topHeight, settingsPanelWidth,
                         std::max(1.f, windowSize_.y - topHeight - bottomHeight)});
        settings_.draw(target, context_.font);
    }
    drawTopBar(target);
    drawBottomBar(target);
    if (course_) {
        course_->draw(target, context_.font, windowSize_);
    }
}

sf::FloatRect EditorScreen::levelArea() const {
    const float panel = panelShown() ? settingsPanelWidth : 0;
    return {margin, topHeight + margin, std::max(1.f, windowSize_.x - 2 * margin - panel),
            std::max(1.f, windowSize_.y - topHeight - bottomHeight - 2 * margin)};
}

void EditorScreen::drawTileRect(sf::RenderTarget& target, const TileRect& rect, sf::Color fill,
                                sf::Color outline) const {
    const sf::Vector2f a =
        view_.toScreen({static_cast<double>(rect.left()), static_cast<double>(rect.top())});
    const sf::Vector2f b = view_.toScreen(
        {static_cast<double>(rect.right() + 1), static_cast<double>(rect.bottom() + 1)});
    drawPanel(target, {a.x + 1, a.y + 1, b.x - a.x - 2, b.y - a.y - 2}, fill, outline, 2);
}

void EditorScreen::drawRectangle(sf::RenderTarget& target) const {
    if (dragRect_ && drag_ == Drag::Fill) {
        const TileRect& r = *dragRect_;
        if (static_cast<long>(r.width()) * r.height() <= 4096) {
            for (int row = r.top(); row <= r.bottom(); ++row) {
                for (int col = r.left(); col <= r.right(); ++col) {
                    const sf::Vector2f corner =
                        view_.toScreen({static_cast<double>(col), static_cast<double>(row)});
                    drawToolIcon(target, tool_, {corner.x, corner.y, view_.scale(), view_.scale()},
                                 0.6f, &edit_.floor(), edit_.gatePass());
                }
            }
        }
        drawTileRect(target, r, sf::Color::Transparent, palette::highlight);
    }
    const std::optional<TileRect>& shown = drag_ == Drag::Select ? dragRect_ : selection_;
    if (shown) {
        drawTileRect(target, *shown, sf::Color(120, 190, 255, 50), sf::Color(120, 190, 255));
    }
}

void EditorScreen::drawGrid(sf::RenderTarget& target) const {
    const Level& level = edit_.level();
    if (view_.scale() < 8) {
        return; // lines closer than this would hide the tiles
    }
    const sf::Color line(255, 255, 255, 26);
    sf::VertexArray lines(sf::Lines);
    for (int col = 0; col <= level.width; ++col) {
        lines.append({view_.toScreen({static_cast<double>(col), 0.0}), line});
        lines.append(
            {view_.toScreen({static_cast<double>(col), static_cast<double>(level.height)}), line});
    }
    for (int row = 0; row <= level.height; ++row) {
        lines.append({view_.toScreen({0.0, static_cast<double>(row)}), line});
        lines.append(
            {view_.toScreen({static_cast<double>(level.width), static_cast<double>(row)}), line});
    }
    target.draw(lines);
}

void EditorScreen::drawHover(sf::RenderTarget& target) const {
    if (!mouse_) {
        return;
    }
    const auto tile = tileUnder(*mouse_);
    if (!tile) {
        return;
    }
    const sf::Vector2f corner =
        view_.toScreen({static_cast<double>(tile->x), static_cast<double>(tile->y)});
    const float size = view_.scale();
    const EditorTool here = edit_.toolAt(tile->x, tile->y);
    const bool keepsFloor = (here == EditorTool::Tee || here == EditorTool::Cup) &&
                            tileOfTool(tool_).value_or(Tile::Open) != Tile::Open;
    if (!painting_ && !keepsFloor && tool_ != EditorTool::Select) {
        // What a click would put here, see-through so that what is there still shows.
        drawToolIcon(target, tool_, {corner.x, corner.y, size, size}, 0.7f, &edit_.floor(),
                     edit_.gatePass());
    }
    sf::RectangleShape frame({size - 2, size - 2});
    frame.setPosition(corner.x + 1, corner.y + 1);
    frame.setFillColor(sf::Color(255, 214, 92, 40));
    frame.setOutlineColor(palette::highlight);
    frame.setOutlineThickness(2);
    target.draw(frame);
}

void EditorScreen::drawElementHandles(sf::RenderTarget& target) const {
    const Level& level = edit_.level();
    const sf::Color handle(255, 214, 92, 200);
    sf::VertexArray lines(sf::Lines);
    const auto line = [&](Vec2 a, Vec2 b, sf::Color colour) {
        lines.append({view_.toScreen(a), colour});
        lines.append({view_.toScreen(b), colour});
    };
    std::vector<Vec2> handles;
    for (const Mover& mover : level.movers) {
        if (mover.kind == MoverKind::Blades) {
            handles.push_back(mover.blades.pivot);
        } else {
            line(mover.slider.from, mover.slider.to, sf::Color(255, 255, 255, 120));
            handles.push_back(mover.slider.from);
            handles.push_back(mover.slider.to);
        }
    }
    for (const Teleport& teleport : level.teleports) {
        line(teleport.entry, teleport.exit, sf::Color(186, 136, 255, 150));
        handles.push_back(teleport.entry);
        handles.push_back(teleport.exit);
    }
    if (drag_ == Drag::Element && elementFrom_ && mouse_) {
        const auto centre = [](Vec2 p) {
            return Vec2{std::floor(p.x) + 0.5, std::floor(p.y) + 0.5};
        };
        line(centre(*elementFrom_), centre(view_.toWorld(*mouse_)), palette::highlight);
        handles.push_back(centre(*elementFrom_));
    }
    target.draw(lines);
    // Where the Remove tool takes hold of an element.
    for (const Vec2 at : handles) {
        const sf::Vector2f p = view_.toScreen(at);
        drawPanel(target, {p.x - 3, p.y - 3, 6, 6}, handle, sf::Color(40, 30, 10), 1);
    }
}

void EditorScreen::drawSelectedElement(sf::RenderTarget& target) const {
    const auto selected = elements_.selected();
    if (!selected) {
        return;
    }
    const Level& level = edit_.level();
    const sf::Color fill(255, 214, 92, 45);
    const sf::Color outline = palette::highlight;
    const auto ring = [&](Vec2 centre, double radius, sf::Color inside) {
        const float r = static_cast<float>(radius) * view_.scale();
        sf::CircleShape disc(r, 64);
        disc.setOrigin(r, r);
        disc.setPosition(view_.toScreen(centre));
        disc.setFillColor(inside);
        disc.setOutlineColor(outline);
        disc.setOutlineThickness(2);
        target.draw(disc);
    };
    switch (selected->kind) {
    case ElementKind::Mover: {
        const Mover& mover = level.movers[selected->index];
        if (mover.kind == MoverKind::Blades) {
            // Every arm turns through every angle: the disc of mover_swept.hpp.
            ring(mover.blades.pivot, mover.blades.length + mover.blades.width / 2, fill);
            break;
        }
        // The box swept along from..to: the hull of its corners at both ends.
        const std::vector<Vec2> hull = sweptSliderHull(mover.slider);
        sf::ConvexShape shape(hull.size());
        for (std::size_t i = 0; i < hull.size(); ++i) {
            shape.setPoint(i, view_.toScreen(hull[i]));
        }
        shape.setFillColor(fill);
        shape.setOutlineColor(outline);
        shape.setOutlineThickness(2);
        target.draw(shape);
        break;
    }
    case ElementKind::Teleport: {
        const Teleport& teleport = level.teleports[selected->index];
        ring(teleport.entry, teleport.radius, fill);
        ring(teleport.exit, level.ballRadius, sf::Color::Transparent);
        break;
    }
    case ElementKind::Wall:
    case ElementKind::Gate:
        drawTileRect(target, TileRect{selected->col, selected->row, selected->col, selected->row},
                     fill, outline);
        break;
    }
}

void EditorScreen::drawProblems(sf::RenderTarget& target) const {
    if (check_.problems.empty()) {
        return;
    }
    const std::size_t shown = std::min(problemsShown, check_.problems.size());
    const float lineHeight = 20;
    const float height = 12 + lineHeight * static_cast<float>(shown + 1);
    const float top = windowSize_.y - bottomHeight - height - 6;
    drawPanel(target, {margin, top, windowSize_.x - 2 * margin, height}, sf::Color(40, 16, 16, 225),
              problemText, 1);
    std::string title = "The level cannot be saved or played yet";
    if (check_.problems.size() > shown) {
        title += " (" + std::to_string(check_.problems.size()) + " problems, first " +
                 std::to_string(shown) + " shown)";
    }
    drawText(target, context_.font, title + ":", 14, {margin + 10, top + 6}, problemText,
             Align::Left, true);
    for (std::size_t i = 0; i < shown; ++i) {
        drawText(target, context_.font, "\u2022 " + withoutFile(check_.problems[i], file_.string()),
                 14, {margin + 10, top + 6 + lineHeight * static_cast<float>(i + 1)},
                 palette::text);
    }
}

void EditorScreen::drawTopBar(sf::RenderTarget& target) const {
    const Level& level = edit_.level();
    drawPanel(target, {0, 0, windowSize_.x, topHeight}, palette::panel);
    float x = margin;
    x += drawText(target, context_.font, "Editor", 20, {x, 8}, palette::highlight, Align::Left,
                  true);
    x += 14;
    if (newName_) {
        const float width = textWidth(context_.font, newName_->text(), 20);
        drawPanel(target, {x - 4, 5, width + 16, 30}, sf::Color(255, 214, 92, 40),
                  palette::highlight, 1);
        drawText(target, context_.font, newName_->text(), 20, {x, 8}, palette::text);
        drawPanel(target, {x + width + 3, 10, 2, 22}, palette::highlight); // the caret
    } else {
        // Cut short before the palette's left group, which would cover it.
        const float room = paletteSlot(numberedTools).left - 12 - x;
        sf::String name = fromUtf8(level.name);
        if (textWidth(context_.font, name, 20) > room) {
            while (!name.isEmpty() && textWidth(context_.font, name + L"\u2026", 20) > room) {
                name.erase(name.getSize() - 1);
            }
            name += L"\u2026";
        }
        drawText(target, context_.font, name, 20, {x, 8}, palette::text);
    }
    const std::vector<std::string> suggestion = suggestionText();
    // With a suggestion the size (also in the status bar) makes room for it before the
    // palette; the resize hint shows only where it does not run under the palette.
    const std::string par = "Par " + std::to_string(level.par) + "  (+/\u2212" +
                            (suggestion.empty() ? ", R" : "") + ")";
    const std::string size = suggestion.empty()
                                 ? par + "   \u00b7   " + std::to_string(level.width) + " \u00d7 " +
                                       std::to_string(level.height) + " tiles"
                                 : par;
    const std::string hinted = size + "  (Shift/Ctrl+arrows)";
    const bool hint = suggestion.empty() && x + textWidth(context_.font, fromUtf8(hinted), 13) <
                                                paletteSlot(numberedTools).left - 12;
    const float width =
        drawText(target, context_.font, hint ? hinted : size, 13, {x, 35}, palette::dimText);
    // As many parts of the suggestion as fit before the palette, the most useful first.
    const float room = paletteSlot(numberedTools).left - 16 - (x + width + 12);
    std::string shown;
    for (const std::string& part : suggestion) {
        const std::string longer = shown + "  \u00b7  " + part;
        if (textWidth(context_.font, fromUtf8(longer), 13) > room) {
            break;
        }
        shown = longer;
    }
    drawText(target, context_.font, shown, 13, {x + width + 10, 35}, palette::highlight);
    for (int i = 0; i < toolCount; ++i) {
        const sf::FloatRect slot = paletteSlot(i);
        const bool chosen = editorTools[i] == tool_;
        const bool small = slot.width < slotSize; // an element tool's
        const float frame = small ? 1 : 3;
        drawPanel(
            target,
            {slot.left - frame, slot.top - frame, slot.width + 2 * frame, slot.height + 2 * frame},
            chosen ? sf::Color(255, 214, 92, 60) : sf::Color(40, 48, 58),
            chosen ? palette::highlight : sf::Color(70, 80, 92), 2);
        if (editorTools[i] == EditorTool::Tee || editorTools[i] == EditorTool::Cup) {
            drawPanel(target, slot, palette::turf);
        }
        drawToolIcon(target, editorTools[i], slot, 1, &edit_.floor(), edit_.gatePass());
        // The key number in the corner, on a dark tab so it reads on every tile.
        const float tab = small ? 10 : 15;
        drawPanel(target, {slot.left, slot.top + slot.height - tab, small ? 9.f : 13.f, tab},
                  sf::Color(0, 0, 0, 170));
        const char letter = toolLetter(editorTools[i]);
        drawText(target, context_.font,
                 letter != 0 ? std::string(1, letter) : std::to_string(i + 1), small ? 8 : 11,
                 {slot.left + (small ? 1.5f : 3.f), slot.top + slot.height - tab},
                 chosen ? palette::highlight : palette::text);
    }
}

void EditorScreen::drawBottomBar(sf::RenderTarget& target) const {
    const float top = windowSize_.y - bottomHeight;
    drawPanel(target, {0, top, windowSize_.x, bottomHeight}, palette::panel);
    drawText(target, context_.font, statusText(), 15, {margin, top + 7}, palette::text);
    std::string verdict;
    sf::Color colour = problemText;
    if (!check_.problems.empty()) {
        verdict = std::to_string(check_.problems.size()) +
                  (check_.problems.size() == 1 ? " problem" : " problems");
    } else if (check_.reachability == Reachability::Reachable) {
        verdict = "\u2713 cup reachable";
        colour = goodText;
    } else if (check_.reachability == Reachability::Unreachable) {
        verdict = "\u2715 cup cannot be reached";
    } else {
        verdict = "too large to search for a path";
        colour = palette::dimText;
    }
    drawText(target, context_.font, verdict, 15, {windowSize_.x - margin, top + 7}, colour,
             Align::Right, true);
    if (newName_) {
        drawText(target, context_.font,
                 "Type the level's name  \u00b7  Enter keeps it  \u00b7  Esc cancels", 14,
                 {margin, top + 33}, palette::highlight, Align::Left, true);
    } else if (seconds_ < messageUntil_ || quitArmed_) {
        drawText(target, context_.font, message_, 14, {margin, top + 33}, palette::highlight,
                 Align::Left, true);
    } else {
        drawText(
            target, context_.font,
            "1\u20139 tool  \u00b7  W/L/E/B/D/G/X/V windmill/slider/teleport/bumper/dead "
            "wall/gate/remove/select  \u00b7  Shift+drag fill  \u00b7  Ctrl+drag select  "
            "\u00b7  T/C tee/cup  \u00b7  Tab settings  \u00b7  K course  \u00b7  Ctrl+Z undo  "
            "\u00b7  S save  \u00b7  P play",
            13, {margin, top + 35}, palette::dimText);
    }
}

} // namespace golf::game
