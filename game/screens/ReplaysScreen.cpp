#include "ReplaysScreen.hpp"

#include "Palette.hpp"
#include "TitleScreen.hpp"
#include "Ui.hpp"

#include <algorithm>

namespace golf::game {

namespace {

constexpr float rowHeight = 52;

} // namespace

ReplaysScreen::ReplaysScreen(GameContext& context, const Level& backdrop)
    : context_(context), level_(backdrop), backdrop_(backdrop, HoleRenderer::EnclosedVoid::AsWall),
      entries_(groupReplays(listReplays(context.replaysFolder))) {}

void ReplaysScreen::move(int step) {
    if (entries_.empty()) {
        return;
    }
    selected_ = std::clamp(selected_ + step, 0, static_cast<int>(entries_.size()) - 1);
    if (selected_ < first_) {
        first_ = selected_;
    } else if (selected_ >= first_ + visibleRows_) {
        first_ = selected_ - visibleRows_ + 1;
    }
}

void ReplaysScreen::open(int index) {
    if (index < 0 || index >= static_cast<int>(entries_.size())) {
        return;
    }
    selected_ = index;
    const ReplayItem& item = entries_[static_cast<std::size_t>(index)];
    if (item.isRound) {
        chosen_ = roundFiles(item.round);
    } else if (item.hole.readable) {
        chosen_ = std::vector<std::filesystem::path>{item.hole.file};
    }
}

int ReplaysScreen::rowAt(sf::Vector2f pixel) const {
    if (pixel.x < listLeft_ || pixel.x > listLeft_ + listWidth_ || pixel.y < listTop_) {
        return -1;
    }
    const int row = static_cast<int>((pixel.y - listTop_) / rowHeight);
    const int index = first_ + row;
    return row < visibleRows_ && index < static_cast<int>(entries_.size()) ? index : -1;
}

void ReplaysScreen::handle(const sf::Event& event) {
    switch (event.type) {
    case sf::Event::KeyPressed:
        switch (event.key.code) {
        case sf::Keyboard::Escape:
        case sf::Keyboard::BackSpace:
            done_ = true;
            break;
        case sf::Keyboard::Up:
            move(-1);
            break;
        case sf::Keyboard::Down:
            move(1);
            break;
        case sf::Keyboard::PageUp:
            move(-visibleRows_);
            break;
        case sf::Keyboard::PageDown:
            move(visibleRows_);
            break;
        case sf::Keyboard::Home:
            move(-static_cast<int>(entries_.size()));
            break;
        case sf::Keyboard::End:
            move(static_cast<int>(entries_.size()));
            break;
        case sf::Keyboard::Enter:
        case sf::Keyboard::Space:
            open(selected_);
            break;
        default:
            break;
        }
        break;
    case sf::Event::MouseWheelScrolled: {
        const int maxFirst = std::max(0, static_cast<int>(entries_.size()) - visibleRows_);
        first_ = std::clamp(first_ - static_cast<int>(event.mouseWheelScroll.delta), 0, maxFirst);
        break;
    }
    case sf::Event::MouseMoved:
        if (const int row = rowAt(
                {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)});
            row >= 0) {
            selected_ = row;
        }
        break;
    case sf::Event::MouseButtonPressed:
        if (event.mouseButton.button == sf::Mouse::Left) {
            open(rowAt({static_cast<float>(event.mouseButton.x),
                        static_cast<float>(event.mouseButton.y)}));
        } else if (event.mouseButton.button == sf::Mouse::Right) {
            done_ = true;
        }
        break;
    default:
        break;
    }
}

void ReplaysScreen::draw(sf::RenderTarget& target) {
    const sf::Vector2f size = target.getView().getSize();
    const sf::Font& font = context_.font;
    drawTitleBackdrop(target, font, backdrop_, level_, "Replays");
    listLeft_ = std::max(20.f, size.x / 2 - 440);
    listWidth_ = std::min(880.f, size.x - 40);
    listTop_ = 200;
    visibleRows_ = std::max(1, static_cast<int>((size.y - listTop_ - 70) / rowHeight));
    if (entries_.empty()) {
        drawText(target, font, "No replays yet: every hole you play is recorded here.", 20,
                 {size.x / 2, listTop_ + 20}, palette::text, Align::Centre);
    }
    const int last = std::min(static_cast<int>(entries_.size()), first_ + visibleRows_);
    for (int i = first_; i < last; ++i) {
        const ReplayItem& item = entries_[static_cast<std::size_t>(i)];
        const float y = listTop_ + rowHeight * static_cast<float>(i - first_);
        const bool on = i == selected_;
        drawPanel(target, {listLeft_, y, listWidth_, rowHeight - 6},
                  on ? sf::Color(255, 214, 92, 50) : palette::panel,
                  on ? palette::highlight : sf::Color(220, 214, 180, 60), on ? 2.f : 1.f);
        if (item.isRound) {
            drawRound(target, item.round, y, on);
        } else {
            drawHole(target, item.hole, y, on);
        }
    }
    if (static_cast<int>(entries_.size()) > visibleRows_) {
        drawText(target, font,
                 std::to_string(first_ + 1) + "\u2013" + std::to_string(last) + " of " +
                     std::to_string(entries_.size()),
                 14, {listLeft_ + listWidth_, listTop_ - 22}, palette::dimText, Align::Right);
    }
    drawText(target, font,
             "\u2191 \u2193 or the mouse to choose  \u00b7  Enter or a click to watch (a round: "
             "hole after hole)  \u00b7  Esc back",
             15, {size.x / 2, size.y - 46}, palette::dimText, Align::Centre);
}

void ReplaysScreen::drawRound(sf::RenderTarget& target, const ReplayRound& round, float y,
                              bool on) {
    const sf::Font& font = context_.font;
    // A round: a stack of cards at the left edge, so it reads as several holes.
    drawPanel(target, {listLeft_ + 4, y + 4, 4, rowHeight - 14}, palette::highlight);
    drawText(target, font, round.when, 15, {listLeft_ + 12, y + 5}, palette::dimText);
    const std::string count = std::to_string(round.logs.size()) +
                              (round.logs.size() == 1 ? " recorded hole" : " recorded holes");
    drawText(target, font, count, 15, {listLeft_ + 12, y + 25}, palette::highlight);
    // A long course name gives way, never the holes after it.
    drawText(target, font,
             fitTextKeepingTail(font, round.course, "  \u00b7  " + roundHolesText(round), 18,
                                listWidth_ - 262, on),
             18, {listLeft_ + 250, y + 4}, palette::text, Align::Left, on);
    std::string detail = totalsText(round);
    if (round.holesScored > 0) {
        detail += "  \u00b7  strokes over " + std::to_string(round.holesScored) +
                  (round.holesScored == 1 ? " hole" : " holes");
    }
    drawText(target, font, fitText(font, detail, 14, listWidth_ - 262), 14,
             {listLeft_ + 250, y + 27}, palette::dimText);
}

void ReplaysScreen::drawHole(sf::RenderTarget& target, const ReplayEntry& entry, float y, bool on) {
    const sf::Font& font = context_.font;
    const sf::Color main = entry.readable ? palette::text : palette::dimText;
    drawText(target, font, entry.when, 15, {listLeft_ + 12, y + 5}, palette::dimText);
    // A long course name gives way, never the hole's number after it.
    const std::string hole = holePlaceText(entry);
    const std::string tail = entry.course.empty() || hole.empty() ? hole : "  \u00b7  " + hole;
    drawText(target, font, fitTextKeepingTail(font, entry.course, tail, 15, 230), 15,
             {listLeft_ + 12, y + 25}, palette::highlight);
    drawText(target, font, fitText(font, entry.level, 18, listWidth_ - 262, on), 18,
             {listLeft_ + 250, y + 4}, main, Align::Left, on);
    const std::string detail = entry.readable
                                   ? entry.players + "  \u00b7  " + std::to_string(entry.shots) +
                                         (entry.shots == 1 ? " shot" : " shots")
                                   : entry.problem;
    drawText(target, font, fitText(font, detail, 14, listWidth_ - 262), 14,
             {listLeft_ + 250, y + 27}, palette::dimText);
}

} // namespace golf::game
