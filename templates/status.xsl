<?xml version="1.0" encoding="UTF-8"?>
<!-- The team's translation status page (build with its status-page option, status/index.html): one
     table per language, a row per lesson with its state there, the sections of the
     original that changed since an outdated translation, how much of an unfinished one is
     left, and the lines of its listings that do not verify. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="status">
    <div class="status">
      <h1><xsl:call-template name="word"><xsl:with-param name="key" select="'status-title'"/></xsl:call-template></h1>
      <xsl:apply-templates select="status-language"/>
    </div>
  </xsl:template>

  <xsl:template match="status-language">
    <h2 id="lang-{@code}" lang="{@code}" xml:lang="{@code}"><xsl:value-of select="@code"/></h2>
    <div class="table-wrap">
    <table class="status-table">
      <thead>
        <tr>
          <th scope="col"><xsl:call-template name="word"><xsl:with-param name="key" select="'status-lesson'"/></xsl:call-template></th>
          <th scope="col"><xsl:call-template name="word"><xsl:with-param name="key" select="'status-state'"/></xsl:call-template></th>
          <th scope="col"><xsl:call-template name="word"><xsl:with-param name="key" select="'status-failing'"/></xsl:call-template></th>
        </tr>
      </thead>
      <tbody>
        <xsl:apply-templates select="status-lesson"/>
      </tbody>
    </table>
    </div>
  </xsl:template>

  <xsl:template match="status-lesson">
    <tr class="status-{@state}">
      <th scope="row">
        <xsl:choose>
          <xsl:when test="@href"><a href="{@href}"><xsl:value-of select="@title"/></a></xsl:when>
          <xsl:otherwise><xsl:value-of select="@title"/></xsl:otherwise>
        </xsl:choose>
        <xsl:text> </xsl:text>
        <code><xsl:value-of select="@course"/>/<xsl:value-of select="@id"/></code>
      </th>
      <td>
        <xsl:call-template name="word"><xsl:with-param name="key" select="concat('state-', @state)"/></xsl:call-template>
        <xsl:if test="@unfinished">
          <xsl:text>: </xsl:text>
          <xsl:call-template name="word">
            <xsl:with-param name="key" select="'status-unfinished'"/>
            <xsl:with-param name="n" select="@unfinished"/>
            <xsl:with-param name="m" select="@parts"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:if test="changed-section">
          <xsl:text>; </xsl:text>
          <xsl:call-template name="word"><xsl:with-param name="key" select="'status-changed'"/></xsl:call-template>
          <xsl:for-each select="changed-section">
            <xsl:text> </xsl:text><q><xsl:value-of select="@name"/></q>
          </xsl:for-each>
        </xsl:if>
      </td>
      <td>
        <xsl:for-each select="failing-listing">
          <xsl:if test="position() &gt; 1"><xsl:text>, </xsl:text></xsl:if>
          <xsl:call-template name="word">
            <xsl:with-param name="key" select="'status-line'"/>
            <xsl:with-param name="n" select="@line"/>
          </xsl:call-template>
        </xsl:for-each>
      </td>
    </tr>
  </xsl:template>
</xsl:stylesheet>
