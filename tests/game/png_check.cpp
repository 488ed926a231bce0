// png_check: asserts that a screenshot is a real picture, for the GUI tests.
//   png_check FILE [--size W H] [--min-colours N] [--pixel X Y RRGGBB TOLERANCE]...
//                  [--region-has X0 Y0 X1 Y1 RRGGBB TOLERANCE]...
//                  [--region-lacks X0 Y0 X1 Y1 RRGGBB TOLERANCE]...
// --pixel: that pixel has the colour; --region-has: some pixel of the rectangle has it (for
// things whose exact pixel may move by a frame); --region-lacks: no pixel of it has it;
// --size W H: the picture is exactly that big.
// Tolerance is the sum of the absolute channel differences.
// Exit 0 if every check holds; otherwise prints what failed and exits 1.

#include <SFML/Graphics/Image.hpp>
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>

namespace {

int distance(sf::Color a, sf::Color b) {
    return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b);
}

sf::Color parseColour(const std::string& hex) {
    const unsigned rgb = std::stoul(hex, nullptr, 16);
    return {static_cast<sf::Uint8>((rgb >> 16) & 255), static_cast<sf::Uint8>((rgb >> 8) & 255),
            static_cast<sf::Uint8>(rgb & 255)};
}

/// The pixel of the rectangle closest to `want`, and its distance.
int closestInRegion(const sf::Image& image, unsigned x0, unsigned y0, unsigned x1, unsigned y1,
                    sf::Color want) {
    int best = 1 << 30;
    for (unsigned y = y0; y <= y1 && y < image.getSize().y; ++y) {
        for (unsigned x = x0; x <= x1 && x < image.getSize().x; ++x) {
            best = std::min(best, distance(image.getPixel(x, y), want));
        }
    }
    return best;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr
            << "usage: png_check FILE [--size W H] [--min-colours N] [--pixel X Y RRGGBB TOL]...\n"
               "       [--region-has X0 Y0 X1 Y1 RRGGBB TOL]... "
               "[--region-lacks X0 Y0 X1 Y1 RRGGBB TOL]...\n";
        return 2;
    }
    sf::Image image;
    if (!image.loadFromFile(argv[1])) {
        std::cerr << "png_check: cannot read " << argv[1] << '\n';
        return 1;
    }
    const sf::Vector2u size = image.getSize();
    int failures = 0;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--size" && i + 2 < argc) {
            const unsigned width = std::stoul(argv[++i]);
            const unsigned height = std::stoul(argv[++i]);
            if (size.x != width || size.y != height) {
                std::cerr << "png_check: the picture is " << size.x << "x" << size.y << ", wanted "
                          << width << "x" << height << '\n';
                ++failures;
            }
        } else if (arg == "--min-colours" && i + 1 < argc) {
            const std::size_t wanted = std::stoul(argv[++i]);
            std::set<unsigned> colours;
            for (unsigned y = 0; y < size.y; y += 2) {
                for (unsigned x = 0; x < size.x; x += 2) {
                    colours.insert(image.getPixel(x, y).toInteger());
                }
            }
            if (colours.size() < wanted) {
                std::cerr << "png_check: " << colours.size() << " colours, wanted at least "
                          << wanted << '\n';
                ++failures;
            }
        } else if (arg == "--pixel" && i + 4 < argc) {
            const unsigned x = std::stoul(argv[i + 1]);
            const unsigned y = std::stoul(argv[i + 2]);
            const sf::Color want = parseColour(argv[i + 3]);
            const int tolerance = std::stoi(argv[i + 4]);
            i += 4;
            if (x >= size.x || y >= size.y) {
                std::cerr << "png_check: pixel " << x << "," << y << " is outside the image\n";
                ++failures;
                continue;
            }
            const sf::Color got = image.getPixel(x, y);
            if (distance(got, want) > tolerance) {
                std::cerr << "png_check: pixel " << x << "," << y << " is " << int(got.r) << ","
                          << int(got.g) << "," << int(got.b) << ", wanted " << int(want.r) << ","
                          << int(want.g) << "," << int(want.b) << '\n';
                ++failures;
            }
        } else if ((arg == "--region-has" || arg == "--region-lacks") && i + 6 < argc) {
            const unsigned x0 = std::stoul(argv[i + 1]);
            const unsigned y0 = std::stoul(argv[i + 2]);
            const unsigned x1 = std::stoul(argv[i + 3]);
            const unsigned y1 = std::stoul(argv[i + 4]);
            const sf::Color want = parseColour(argv[i + 5]);
            const int tolerance = std::stoi(argv[i + 6]);
            i += 6;
            const int closest = closestInRegion(image, x0, y0, x1, y1, want);
            const bool has = closest <= tolerance;
            if (has != (arg == "--region-has")) {
                std::cerr << "png_check: region " << x0 << "," << y0 << "-" << x1 << "," << y1
                          << (has ? " has " : " lacks ") << "the colour"
                          << " (closest distance " << closest << ", tolerance " << tolerance
                          << ")\n";
                ++failures;
            }
        } else {
            std::cerr << "png_check: bad argument " << arg << '\n';
            return 2;
        }
    }
    return failures == 0 ? 0 : 1;
}
