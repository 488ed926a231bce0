// Tests of how `golf render` draws format-2 floors: each floor in its own colours, slopes
// lighter uphill than downhill with a chevron, plain grass as before.

#include "golf/analysis/picture.hpp"
#include "golf/formats/level_loader.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace golf {
namespace {

namespace palette = picture_palette;

Level floors() {
    const nlohmann::json j = {{"format", "minigolf-level/2"},
                              {"name", "Floors"},
                              {"par", 2},
                              {"tiles", {"########", "#Ssiw>O#", "#.v....#", "########"}}};
    LevelLoadResult result = parseLevel(j.dump(), "f.json");
    EXPECT_EQ(result.errors, std::vector<std::string>{});
    return result.level.value_or(Level{});
}

int brightness(Colour c) {
    return c.r + c.g + c.b;
}

TEST(FloorPicture, EachFloorHasItsColours) {
    constexpr int scale = 16;
    const Image image = drawLevel(floors(), scale);
    const auto centre = [&](int col, int row) {
        return image.at(col * scale + scale / 2, row * scale + scale / 2);
    };
    // Tiles (2, 1), (3, 1), (4, 1): col + row odd, the dark checker colours.
    EXPECT_EQ(centre(2, 1), palette::sandDark);
    EXPECT_EQ(centre(3, 1), palette::ice);
    EXPECT_EQ(centre(4, 1), palette::waterDark);
    EXPECT_EQ(centre(3, 2), palette::turfDark);
}

TEST(FloorPicture, SlopesAreLighterUphillAndMarked) {
    constexpr int scale = 16;
    const Image image = drawLevel(floors(), scale);
    // '>' at (5, 1): uphill is left. 'v' at (2, 2): uphill is up.
    const int y = 1 * scale + 2; // off the chevron
    EXPECT_GT(brightness(image.at(5 * scale + 1, y)), brightness(image.at(5 * scale + 14, y)));
    const int x = 2 * scale + 1;
    EXPECT_GT(brightness(image.at(x, 2 * scale + 1)), brightness(image.at(x, 2 * scale + 14)));
    int marks = 0;
    for (int py = 0; py < scale; ++py) {
        for (int px = 0; px < scale; ++px) {
            marks += image.at(5 * scale + px, 1 * scale + py) == palette::slopeMark ? 1 : 0;
        }
    }
    EXPECT_GT(marks, 10);
    // The chevron points downhill: its tip (the rightmost marked pixel) is right of centre.
    int rightmost = -1;
    for (int py = 0; py < scale; ++py) {
        for (int px = 0; px < scale; ++px) {
            if (image.at(5 * scale + px, 1 * scale + py) == palette::slopeMark) {
                rightmost = std::max(rightmost, px);
            }
        }
    }
    EXPECT_GT(rightmost, scale / 2);
    // Too small to show a chevron: only the shading.
    const Image tiny = drawLevel(floors(), 4);
    for (int py = 0; py < 4; ++py) {
        for (int px = 0; px < 4; ++px) {
            EXPECT_NE(tiny.at(5 * 4 + px, 4 + py), palette::slopeMark);
        }
    }
}

} // namespace
} // namespace golf
