#include "shot_play.hpp"

#include "golf/formats/number_text.hpp"
#include "golf/replay/replay.hpp"

#include <algorithm>
#include <cmath>

namespace golf::python {

Shot angleShot(int player, double angleDegrees, double speed) {
    Shot shot{.player = player, .form = ShotForm::AngleAndSpeed, .speed = speed};
    if (std::isfinite(angleDegrees) && std::isfinite(speed)) {
        shot.velocity = velocityFromAngle(angleDegrees, speed);
    } else {
        shot.velocity = {angleDegrees + speed, 0}; // not finite: Match::shotError says so
    }
    return shot;
}

Shot velocityShot(int player, Vec2 velocity) {
    return Shot{.player = player, .velocity = velocity};
}

std::string prepareShot(Match& match, const Shot& shot, Vec2& played) {
    const double maxSpeed = match.level().physics.maxShotSpeed;
    if (shot.form == ShotForm::AngleAndSpeed && shot.speed > maxSpeed) {
        return "speed " + formatNumber(shot.speed) + " is above maxShotSpeed " +
               formatNumber(maxSpeed);
    }
    if (shot.form == ShotForm::AngleAndSpeed && shot.speed < 0) {
        return "speed " + formatNumber(shot.speed) + " is negative";
    }
    played = playedVelocity(shot, maxSpeed);
    if (std::string error = match.shotError(shot.player, played); !error.empty()) {
        return error;
    }
    if (shot.at && !std::isfinite(*shot.at)) {
        return "at " + formatNumber(*shot.at) + " is not a finite number";
    }
    return waitForShot(match, shot);
}

ShotReport playShot(Match& match, const Shot& shot, Vec2 played, int index) {
    match.shoot(shot.player, played);
    ShotReport report{.shot = index,
                      .player = shot.player,
                      .stroke = match.players()[static_cast<std::size_t>(shot.player)].strokes};
    while (match.shotInProgress()) {
        match.skipQuietTicks();
        countShotEvents(match.step(), report);
    }
    report.ticks = match.shotTicks();
    report.shooter = ballReport(match, shot.player);
    return report;
}

} // namespace golf::python
