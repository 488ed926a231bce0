// Trajectory::restartAt (a wall bounce on flat floor makes its new piece in place) leaves every
// field as Trajectory::at makes a new piece, whatever the piece held before.

#include "trajectory.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <memory>

namespace golf {
namespace {

bool samePieceBits(double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

void expectSamePiece(const Trajectory& a, const Trajectory& b) {
    EXPECT_TRUE(samePieceBits(a.origin.x, b.origin.x) && samePieceBits(a.origin.y, b.origin.y));
    EXPECT_TRUE(samePieceBits(a.clock, b.clock));
    EXPECT_TRUE(samePieceBits(a.velocity.x, b.velocity.x) &&
                samePieceBits(a.velocity.y, b.velocity.y));
    EXPECT_TRUE(samePieceBits(a.elapsed, b.elapsed));
    EXPECT_EQ(a.floor, b.floor);
    EXPECT_TRUE(samePieceBits(a.decel, b.decel));
    EXPECT_EQ(a.lastWall, b.lastWall);
    EXPECT_EQ(a.lastBall, b.lastBall);
    EXPECT_EQ(a.contactsInPlace, b.contactsInPlace);
    EXPECT_EQ(a.rapidContacts, b.rapidContacts);
    EXPECT_EQ(a.wallSearch.valid, b.wallSearch.valid);
    EXPECT_EQ(a.wallSearch.coveredTo, b.wallSearch.coveredTo);
    EXPECT_EQ(a.wallSearch.hit, b.wallSearch.hit);
    EXPECT_EQ(a.wallSearch.distance, b.wallSearch.distance);
    EXPECT_EQ(a.wallSearch.feature, b.wallSearch.feature);
    EXPECT_EQ(a.wallSearch.normal, b.wallSearch.normal);
    EXPECT_EQ(a.cupDistance.has_value(), b.cupDistance.has_value());
    EXPECT_EQ(a.curve, b.curve);
    EXPECT_EQ(a.tile.col, b.tile.col);
    EXPECT_EQ(a.tile.row, b.tile.row);
    EXPECT_EQ(a.support.has_value(), b.support.has_value());
    EXPECT_EQ(a.ride.has_value(), b.ride.has_value());
    EXPECT_EQ(a.zeroCrossings, b.zeroCrossings);
    EXPECT_EQ(a.passedFaceEnd, b.passedFaceEnd);
    EXPECT_EQ(a.crossing.has_value(), b.crossing.has_value());
    EXPECT_EQ(a.supportEnd.has_value(), b.supportEnd.has_value());
    EXPECT_EQ(a.curveWall.has_value(), b.curveWall.has_value());
    EXPECT_EQ(a.moverHits.size(), b.moverHits.size());
    EXPECT_EQ(a.teleport.has_value(), b.teleport.has_value());
    EXPECT_EQ(a.curveCup.has_value(), b.curveCup.has_value());
}

TEST(RestartPiece, InPlaceIsTheNewPieceFieldForField) {
    for (const Vec2 velocity : {Vec2{3.5, -1.25}, Vec2{0, 0}, Vec2{1e-300, 0}}) {
        Trajectory used = Trajectory::at({2.5, 3.5}, {1, 2}, Floor::Sand, 0.75);
        used.clock = 4.0;
        used.elapsed = 1.5;
        used.lastWall = 7;
        used.lastBall = 2;
        used.contactsInPlace = 3;
        used.rapidContacts = 4;
        used.wallSearch = {.valid = true, .coveredTo = 9, .hit = true, .distance = 2, .feature = 5};
        used.cupDistance = std::optional<double>{1.0};
        used.tile = {3, 4};
        used.support = WallSupport{.feature = 1, .normal = {0, 1}};
        used.ride = EdgeRide{.axis = 1, .line = 2};
        used.zeroCrossings = 2;
        used.passedFaceEnd = 9;
        used.supportEnd = std::optional<double>{0.5};
        used.curveWall = std::optional<Trajectory::CurveWallHit>{};
        used.moverHits.resize(2);
        used.teleport = std::optional<Trajectory::TeleportHit>{};
        used.curveCup = std::optional<double>{};
        used.restartAt({6.25, 7.75}, velocity, Floor::Grass, 0.5);
        expectSamePiece(used, Trajectory::at({6.25, 7.75}, velocity, Floor::Grass, 0.5));
    }
}

} // namespace
} // namespace golf
