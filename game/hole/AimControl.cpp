#include "AimControl.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace golf::game {

namespace {

/// Releasing below this power cancels: a click on the ball is not a shot.
constexpr double minimumPower = 0.02;
/// Keyboard turning speed, degrees per second (Shift: a fifth of it, for fine aim).
constexpr double turnDegreesPerSecond = 90;
/// Seconds for the held-space power to swing from 0 to full.
constexpr double swingSeconds = 1.3;

} // namespace

void AimControl::begin(Vec2 origin) {
    if (!active_) {
        power_ = 0;
        dragging_ = false;
        spaceHeld_ = false;
    }
    active_ = true;
    origin_ = origin;
}

void AimControl::pointAt(Vec2 from, Vec2 target) {
    const Vec2 d = target - from;
    if (length(d) > 1e-9) {
        direction_ = d / length(d);
    }
}

void AimControl::end() {
    active_ = false;
    dragging_ = false;
    spaceHeld_ = false;
    power_ = 0;
    turning_ = 0;
}

bool AimControl::handle(const sf::Event& event, const BoardView& view) {
    if (!active_) {
        return false;
    }
    switch (event.type) {
    case sf::Event::LostFocus:
        // The release of a held key or button would go to another window: drop the aim.
        cancel();
        turning_ = 0;
        return true;
    case sf::Event::MouseButtonPressed: {
        const sf::Vector2f pixel(static_cast<float>(event.mouseButton.x),
                                 static_cast<float>(event.mouseButton.y));
        if (event.mouseButton.button == sf::Mouse::Right) {
            cancel();
            return true;
        }
        if (event.mouseButton.button != sf::Mouse::Left) {
            return false;
        }
        // The pull is measured from where the press starts, on the ball or anywhere else:
        // a ball at the screen's edge leaves no room to pull toward the edge, so the player
        // presses where there is room (full power is a pull of at most 30% of the window's
        // smaller side, and the window's middle has half of it on every side).
        dragging_ = true;
        pressPixel_ = pixel;
        power_ = 0;
        drag(pixel, view);
        return true;
    }
    case sf::Event::MouseMoved:
        if (dragging_) {
            drag({static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)},
                 view);
            return true;
        }
        return false;
    case sf::Event::MouseButtonReleased:
        if (dragging_ && event.mouseButton.button == sf::Mouse::Left) {
            release();
            return true;
        }
        return false;
    case sf::Event::KeyPressed:
        if (event.key.code == sf::Keyboard::Escape && charging()) {
            cancel();
            return true;
        }
        if (event.key.code == sf::Keyboard::Left || event.key.code == sf::Keyboard::Right) {
            turning_ = event.key.code == sf::Keyboard::Left ? -1 : 1;
            return true;
        }
        if (event.key.code == sf::Keyboard::Space && !dragging_) {
            if (!spaceHeld_) {
                spaceHeld_ = true;
                power_ = 0;
                swingPhase_ = 0;
            }
            return true;
        }
        return false;
    case sf::Event::KeyReleased:
        if (event.key.code == sf::Keyboard::Left || event.key.code == sf::Keyboard::Right) {
            turning_ = 0;
            return true;
        }
        if (event.key.code == sf::Keyboard::Space && spaceHeld_) {
            release();
            return true;
        }
        return false;
    default:
        return false;
    }
}

void AimControl::update(double seconds) {
    if (!active_) {
        return;
    }
    if (turning_ != 0) {
        const bool fine = sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) ||
                          sf::Keyboard::isKeyPressed(sf::Keyboard::RShift);
        const double degrees = turning_ * turnDegreesPerSecond * (fine ? 0.2 : 1.0) * seconds;
        const double radians = degrees * std::numbers::pi / 180;
        const double c = std::cos(radians);
        const double s = std::sin(radians);
        direction_ = {direction_.x * c - direction_.y * s, direction_.x * s + direction_.y * c};
        direction_ = direction_ / length(direction_);
    }
    if (spaceHeld_) {
        // A triangle wave 0 -> 1 -> 0 ...: hold too long and the power falls again.
        swingPhase_ = std::fmod(swingPhase_ + seconds / swingSeconds, 2.0);
        power_ = swingPhase_ <= 1 ? swingPhase_ : 2 - swingPhase_;
    }
}

std::optional<std::pair<Vec2, double>> AimControl::takeShot() {
    auto shot = released_;
    released_.reset();
    return shot;
}

std::optional<Vec2> AimControl::dragPoint() const {
    if (!dragging_) {
        return std::nullopt;
    }
    return dragWorld_;
}

void AimControl::drag(sf::Vector2f pixel, const BoardView& view) {
    // Window pixels to tiles: the pull is the same on screen wherever the press started.
    const Vec2 back{static_cast<double>(pressPixel_.x - pixel.x) / view.scale(),
                    static_cast<double>(pressPixel_.y - pixel.y) / view.scale()};
    dragWorld_ = origin_ - back; // the band is drawn from the ball, as if pulled there
    const double pulled = length(back);
    if (pulled > 1e-9) {
        direction_ = back / pulled; // slingshot: the shot goes away from the pull
    }
    power_ = std::min(1.0, pulled * view.scale() / fullPowerPixels_);
}

void AimControl::cancel() {
    dragging_ = false;
    spaceHeld_ = false;
    power_ = 0;
}

void AimControl::release() {
    if (power_ >= minimumPower) {
        released_ = std::make_pair(direction_, power_);
    }
    dragging_ = false;
    spaceHeld_ = false;
    power_ = 0;
}

} // namespace golf::game

namespace golf::game {

double fullPowerPull(sf::Vector2u window) {
    return std::max(60.0, 0.3 * std::min(window.x, window.y));
}

Vec2 shotVelocity(Vec2 direction, double power, double maxSpeed) {
    Vec2 velocity = direction * (std::clamp(power, 0.0, 1.0) * maxSpeed);
    while (length(velocity) > maxSpeed) {
        // One rounding step over: shave ulps, as `golf replay` does for logged shots.
        velocity = {std::nextafter(velocity.x, 0.0), std::nextafter(velocity.y, 0.0)};
    }
    return velocity;
}

} // namespace golf::game
