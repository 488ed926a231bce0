#pragma once

// Format 2 of level files (SPEC section 2): the surface characters of open tiles (the built-in
// s i w ^ > v < and the "legend"'s own) and the rules for them.

#include "golf/core/surface.hpp"
#include "json_text.hpp"
#include "problems.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// The level format that introduces floors, slopes and the legend.
inline constexpr std::string_view levelFormat2 = "minigolf-level/2";

/// The characters of open tiles beyond '.', 'S' and 'O' and what they mean, with the table of
/// surfaces the level keeps (Level::surfaces). Index 0 is plain grass.
class SurfaceChars {
  public:
    /// Reads "legend" (`legend` may be null: no legend). `format2` says whether the file is
    /// format 2; in a format-1 file the legend is read too (so that its characters are not
    /// reported once more as unknown tiles), but refused as a whole.
    SurfaceChars(bool format2, const Json* legend, Problems& problems);

    /// The index in surfaces() of what `c` means on an open tile; nullopt if `c` is not a
    /// surface character of this level ('.', 'S', 'O' and the shapes are not looked up here).
    /// A legend character whose definition is broken means grass: the level is refused anyway.
    [[nodiscard]] std::optional<std::uint8_t> lookup(char32_t c);

    /// Why a character that is no tile is refused, when it is a format-2 tile in a format-1
    /// file ("tile 's' (sand) needs format 'minigolf-level/2'"); nullopt otherwise.
    [[nodiscard]] std::optional<std::string> format1Refusal(char32_t c) const;

    /// True if any tile looked up is not plain grass.
    [[nodiscard]] bool anyUsed() const { return used_; }

    /// The surfaces the looked-up indices refer to.
    [[nodiscard]] std::vector<Surface> takeSurfaces() { return std::move(surfaces_); }

  private:
    void readEntry(char c, const Json& entry, Problems& problems);
    [[nodiscard]] std::uint8_t add(const Surface& surface);

    static constexpr std::uint8_t unknown = 0xFF;
    bool format2_;
    bool used_ = false;
    std::vector<Surface> surfaces_;
    std::array<std::uint8_t, 128> index_{}; ///< by ASCII character; `unknown` if none
};

} // namespace golf
