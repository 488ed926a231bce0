#include "SettingsScreen.hpp"

#include "Palette.hpp"
#include "TitleScreen.hpp"
#include "Ui.hpp"

#include <algorithm>
#include <cmath>
#include <iostream>

namespace golf::game {

namespace {

enum Entry { Volume, Sound, Collisions, Preview, Ghost, Back };

std::string onOff(bool on) {
    return on ? "on" : "off";
}

} // namespace

SettingsScreen::SettingsScreen(GameContext& context, const Level& backdrop)
    : context_(context), level_(backdrop), backdrop_(backdrop, HoleRenderer::EnclosedVoid::AsWall) {
    relabel();
}

void SettingsScreen::relabel() {
    const Settings& s = context_.settings;
    menu_.setLabel(Volume, "Volume: " + std::to_string(std::lround(s.volume * 100)) + "%");
    menu_.setLabel(Sound, "Sound: " + onOff(!s.muted));
    menu_.setLabel(Collisions, "Ball collisions: " + onOff(s.ballCollisions));
    menu_.setLabel(Preview, "Bounce preview: " + onOff(s.bouncePreview) + " (practice)");
    menu_.setLabel(Ghost, "Ghost of your best: " + onOff(s.ghost));
}

void SettingsScreen::change(int entry, int step) {
    Settings& s = context_.settings;
    switch (entry) {
    case Volume: {
        // Tenths, so that 0% and 100% are reached exactly. step 0 (Enter, a click): up by
        // a tenth, from 100% round to 0%; -1/+1 (arrows): down/up, stopping at the ends.
        const long tenths = std::lround(s.volume * 10);
        const long next = step == 0 ? (tenths >= 10 ? 0 : tenths + 1) : tenths + step;
        s.volume = static_cast<double>(std::clamp(next, 0L, 10L)) / 10;
        break;
    }
    case Sound:
        s.muted = !s.muted;
        break;
    case Collisions:
        s.ballCollisions = !s.ballCollisions;
        break;
    case Preview:
        s.bouncePreview = !s.bouncePreview;
        break;
    case Ghost:
        s.ghost = !s.ghost;
        break;
    default:
        return;
    }
    context_.sounds.setVolume(s.volume);
    context_.sounds.setMuted(s.muted);
    relabel();
    if (const std::string error = saveSettings(context_.settingsFile, s); !error.empty()) {
        std::cerr << "minigolf: cannot save the settings: " << error << '\n';
    }
}

void SettingsScreen::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed) {
        if (event.key.code == sf::Keyboard::Escape) {
            done_ = true;
            return;
        }
        if (menu_.selected() == Volume &&
            (event.key.code == sf::Keyboard::Left || event.key.code == sf::Keyboard::Right)) {
            change(Volume, event.key.code == sf::Keyboard::Left ? -1 : 1);
            return;
        }
    }
    if (const auto picked = menu_.handle(event)) {
        if (*picked == Back) {
            done_ = true;
        } else {
            change(*picked, 0);
        }
    }
}

void SettingsScreen::draw(sf::RenderTarget& target) {
    const sf::Vector2f size = target.getView().getSize();
    drawTitleBackdrop(target, context_.font, backdrop_, level_, "Settings");
    const sf::Vector2f button{440, 44};
    menu_.draw(target, context_.font, {size.x / 2 - button.x / 2, 210}, button, 12);
    drawText(target, context_.font,
             "\u2191 \u2193 choose  \u00b7  Enter or a click changes  \u00b7  \u2190 \u2192 volume"
             "  \u00b7  Esc back",
             15, {size.x / 2, size.y - 70}, palette::dimText, Align::Centre);
    drawText(target, context_.font,
             "The bounce preview is an aiming aid for practice: a hole played with it sets no "
             "best score.",
             14, {size.x / 2, size.y - 44}, palette::dimText, Align::Centre);
}

} // namespace golf::game
