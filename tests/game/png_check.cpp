// png_check: asserts that a screenshot is a real picture, for the GUI tests.
//   png_check FILE [--min-colours N] [--pixel X Y RRGGBB TOLERANCE]...
// Exit 0 if every check holds; otherwise prints what failed and exits 1.

#include <SFML/Graphics/Image.hpp>
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>

namespace {

int distance(sf::Color a, sf::Color b) {
    return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b);
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: png_check FILE [--min-colours N] [--pixel X Y RRGGBB TOL]...\n";
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
        if (arg == "--min-colours" && i + 1 < argc) {
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
            const unsigned rgb = std::stoul(argv[i + 3], nullptr, 16);
            const int tolerance = std::stoi(argv[i + 4]);
            i += 4;
            const sf::Color want((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255);
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
        } else {
            std::cerr << "png_check: bad argument " << arg << '\n';
            return 2;
        }
    }
    return failures == 0 ? 0 : 1;
}
