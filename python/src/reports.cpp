#include "reports.hpp"

#include <pybind11/stl.h>

namespace golf::python {

namespace py = pybind11;

py::dict ballDict(const BallReport& ball) {
    py::dict d;
    d["player"] = ball.player;
    d["inPlay"] = ball.inPlay;
    if (ball.inPlay) {
        d["x"] = ball.position.x;
        d["y"] = ball.position.y;
        d["vx"] = ball.velocity.x;
        d["vy"] = ball.velocity.y;
    }
    d["holed"] = ball.holed;
    d["pickedUp"] = ball.pickedUp;
    d["strokes"] = ball.strokes;
    return d;
}

py::dict shotDict(const ShotReport& shot) {
    py::dict d;
    d["shot"] = shot.shot;
    d["player"] = shot.player;
    d["stroke"] = shot.stroke;
    d["ticks"] = shot.ticks;
    d["wallHits"] = shot.wallHits;
    d["ballHits"] = shot.ballHits;
    if (shot.moverHits != 0) {
        d["moverHits"] = shot.moverHits;
    }
    d["ballsHit"] = py::cast(shot.ballsHit);
    d["holed"] = py::cast(shot.holed);
    d["pickedUp"] = py::cast(shot.pickedUp);
    if (!shot.watered.empty()) {
        d["watered"] = py::cast(shot.watered);
    }
    py::list balls;
    for (const BallReport& ball : shot.balls) {
        balls.append(ballDict(ball));
    }
    d["balls"] = balls;
    d["hash"] = shot.hash;
    return d;
}

} // namespace golf::python
